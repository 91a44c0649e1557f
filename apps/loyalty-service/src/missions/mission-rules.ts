import { MissionTransition, missionDisplayStatus } from '@stamp/contracts';
import { MESSAGES, MissionDisplayStatus, MissionStatus } from '@stamp/shared';
import {
  isMissingMissionField,
  missionProblemMessage,
  missionRuleProblems,
  type MissionRuleValues,
} from '@stamp/shared/rules';
import { calendarDate } from '@stamp/server-kit/time';

/** A mission's editable fields once they are complete and valid. */
export interface MissionFields {
  name: string;
  startDate: string;
  expireDate: string;
  maxStampCount: number;
  /** Pacing (docs/stamping.md): the least minutes between one member's stamps; null = no limit. */
  minStampIntervalMinutes: number | null;
  /** Pacing: stamps per member and day in the mission time zone; null = no limit. */
  dailyStampLimit: number | null;
}

/**
 * What a form sent, as the shared rules read it: undefined = left out (an update keeps the stored value), null
 * or '' = sent empty; a pacing limit null = no limit.
 */
export type MissionInput = MissionRuleValues;

export interface MissionRuleOptions {
  /** The stored mission, on update. */
  current?: MissionFields;
  /**
   * The administrators' "create coupon" form checks its five required fields first, with its own message
   * (spec §5: 'Please fill out the required fields.'); the field messages follow.
   */
  requiredFieldsFirst?: boolean;
  /** The store is missing too (create without store_id). */
  storeMissing?: boolean;
}

export type MissionRulesResult = { ok: true; fields: MissionFields } | { ok: false; errors: string[] };

function pick<T>(sent: T | null | undefined, stored: T | undefined): T | null | undefined {
  return sent === undefined ? stored : sent;
}

/**
 * The mission rules of spec §5 (`@stamp/shared/rules`, the web's mission forms check the same), every message
 * in the spec's order, over what was sent and, on update, the stored value of a field left out. An
 * administrator's missing field leads with 'Please fill out the required fields.' (`requiredFieldsFirst`).
 */
export function checkMissionFields(
  input: MissionInput,
  options: MissionRuleOptions = {},
): MissionRulesResult {
  const { current } = options;
  const values = {
    name: pick(input.name, current?.name),
    start_date: pick(input.start_date, current?.startDate),
    expire_date: pick(input.expire_date, current?.expireDate),
    max_stamp_count: pick(input.max_stamp_count, current?.maxStampCount),
    // Pacing: a value sent empty clears the limit (unlike the required fields, blank means "no limit").
    min_stamp_interval_minutes:
      pick(input.min_stamp_interval_minutes, current?.minStampIntervalMinutes) ?? null,
    daily_stamp_limit: pick(input.daily_stamp_limit, current?.dailyStampLimit) ?? null,
  };
  // Whichever date the form moved past the other is the one its message names.
  const onlyEndMoved =
    current !== undefined &&
    input.expire_date !== undefined &&
    values.start_date?.trim() === current.startDate;
  const problems = missionRuleProblems(values, onlyEndMoved ? 'expire_date' : 'start_date');

  const errors = problems.map((problem) => missionProblemMessage(problem, MESSAGES));
  if (
    options.requiredFieldsFirst &&
    (options.storeMissing === true || problems.some(isMissingMissionField))
  ) {
    errors.unshift(MESSAGES.requiredFields);
  }
  if (errors.length > 0) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    fields: {
      // The rules passed: the name and both dates are filled in, the stamp count is 1 to 100.
      name: values.name?.trim() ?? '',
      startDate: values.start_date?.trim() ?? '',
      expireDate: values.expire_date?.trim() ?? '',
      maxStampCount: values.max_stamp_count ?? 0,
      minStampIntervalMinutes: values.min_stamp_interval_minutes,
      dailyStampLimit: values.daily_stamp_limit,
    },
  };
}

/** What the admin's status radio does (spec §4): ongoing, pended, or finished, which clears the status. */
export interface StatusChange {
  to: MissionStatus | null;
  /** What the push service announces; null when the status stays as it was. */
  change: MissionTransition | 'finished' | null;
}

export function statusChange(from: MissionStatus | null, requested: MissionStatus | undefined): StatusChange {
  switch (requested) {
    case undefined:
      return { to: from, change: null };
    case 'finished':
      return { to: null, change: from === null ? null : 'finished' };
    case 'ongoing':
      return { to: 'ongoing', change: from === 'ongoing' ? null : 'started' };
    case 'pended':
      return { to: 'pended', change: from === 'pended' ? null : 'paused' };
  }
}

/** A mission's display status at `now`, its dates read in the mission time zone (MISSION_TIME_ZONE). */
export function missionStatusAt(
  mission: { status: MissionStatus | null; expireDate: string },
  now: Date,
  timeZone: string,
): MissionDisplayStatus {
  return missionDisplayStatus(mission, calendarDate(now, timeZone));
}

/** Active: in progress (ongoing and not past its expiry date): stamps are accepted. */
export function isMissionActive(
  mission: { status: MissionStatus | null; expireDate: string },
  now: Date,
  timeZone: string,
): boolean {
  return missionStatusAt(mission, now, timeZone) === 'in_progress';
}
