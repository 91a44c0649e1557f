import { MissionTransition, isCalendarDate, missionDisplayStatus } from '@stamp/contracts';
import {
  MAX_DAILY_STAMP_LIMIT,
  MAX_STAMP_COUNT,
  MAX_STAMP_INTERVAL_MINUTES,
  MESSAGES,
  MISSION_NAME_MAX_LENGTH,
  MissionDisplayStatus,
  MissionStatus,
} from '@stamp/shared';
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

/** What a form sent: undefined = left out (an update keeps the stored value), null or '' = sent empty. */
export interface MissionInput {
  name?: string | null;
  start_date?: string | null;
  expire_date?: string | null;
  max_stamp_count?: number | null;
  /** Pacing: null (or left blank) = no limit. */
  min_stamp_interval_minutes?: number | null;
  daily_stamp_limit?: number | null;
}

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

/** A pacing limit as sent or stored: null = none; otherwise a whole number from 1 to `max`. */
function validLimit(value: number | null, max: number): boolean {
  return value === null || (Number.isInteger(value) && value >= 1 && value <= max);
}

function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * The mission rules of spec §5, every message in the spec's order: name (required, at most 30 characters),
 * period (both dates, start first, start not after end), stamps (required, at most 100; empty counts as 0);
 * then ours, the pacing (optional: minutes between stamps, stamps per day).
 */
export function checkMissionFields(
  input: MissionInput,
  options: MissionRuleOptions = {},
): MissionRulesResult {
  const { current } = options;
  const errors: string[] = [];

  const name = pick(input.name, current?.name)?.trim();
  if (!present(name)) {
    errors.push(MESSAGES.missionNameRequired);
  } else if (Array.from(name).length > MISSION_NAME_MAX_LENGTH) {
    errors.push(MESSAGES.missionNameTooLong);
  }

  const start = pick(input.start_date, current?.startDate)?.trim();
  const expire = pick(input.expire_date, current?.expireDate)?.trim();
  if (!present(start) && !present(expire)) {
    errors.push(MESSAGES.missionDatesRequired);
  } else if (!present(start)) {
    errors.push(MESSAGES.missionStartDateFirst);
  } else if (!present(expire)) {
    errors.push(MESSAGES.missionDatesRequired);
  } else if (!isCalendarDate(start)) {
    errors.push('start_date must be a date (YYYY-MM-DD)');
  } else if (!isCalendarDate(expire)) {
    errors.push('expire_date must be a date (YYYY-MM-DD)');
  } else if (start > expire) {
    // Whichever date the form moved past the other is the one its message names.
    const onlyEndMoved =
      current !== undefined && input.expire_date !== undefined && start === current.startDate;
    errors.push(onlyEndMoved ? MESSAGES.missionEndAfterStart : MESSAGES.missionStartBeforeEnd);
  }

  const stamps = pick(input.max_stamp_count, current?.maxStampCount) ?? 0;
  const stampsMissing = stamps < 1;
  if (stampsMissing) {
    errors.push(MESSAGES.missionStampsRequired);
  } else if (stamps > MAX_STAMP_COUNT) {
    errors.push(MESSAGES.missionStampsTooMany);
  }

  // Pacing: a value sent empty clears the limit (unlike the required fields, blank means "no limit").
  const interval = pick(input.min_stamp_interval_minutes, current?.minStampIntervalMinutes) ?? null;
  if (!validLimit(interval, MAX_STAMP_INTERVAL_MINUTES)) {
    errors.push(MESSAGES.missionStampIntervalInvalid);
  }
  const dailyLimit = pick(input.daily_stamp_limit, current?.dailyStampLimit) ?? null;
  if (!validLimit(dailyLimit, MAX_DAILY_STAMP_LIMIT)) {
    errors.push(MESSAGES.missionDailyLimitInvalid);
  }

  const anyRequiredMissing =
    options.storeMissing === true || !present(name) || !present(start) || !present(expire) || stampsMissing;
  if (options.requiredFieldsFirst && anyRequiredMissing) {
    errors.unshift(MESSAGES.requiredFields);
  }
  if (errors.length > 0 || !present(name) || !present(start) || !present(expire)) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    fields: {
      name,
      startDate: start,
      expireDate: expire,
      maxStampCount: stamps,
      minStampIntervalMinutes: interval,
      dailyStampLimit: dailyLimit,
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
