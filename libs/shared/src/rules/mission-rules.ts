import {
  MAX_DAILY_STAMP_LIMIT,
  MAX_STAMP_COUNT,
  MAX_STAMP_INTERVAL_MINUTES,
  MISSION_NAME_MAX_LENGTH,
} from '../constants';
import { isCalendarDate } from './calendar-date';

/** A mission's fields as the API names them, in the order spec §5 checks them, then the pacing's. */
export const MISSION_FIELD_ORDER = [
  'name',
  'start_date',
  'expire_date',
  'max_stamp_count',
  'min_stamp_interval_minutes',
  'daily_stamp_limit',
] as const;

export type MissionField = (typeof MISSION_FIELD_ORDER)[number];

/** The catalogue's keys of the mission messages (spec §5, then the pacing's, ours). */
export type MissionMessageKey =
  | 'missionNameRequired'
  | 'missionNameTooLong'
  | 'missionDatesRequired'
  | 'missionStartDateFirst'
  | 'missionStartBeforeEnd'
  | 'missionEndAfterStart'
  | 'missionStampsRequired'
  | 'missionStampsTooMany'
  | 'missionStampIntervalInvalid'
  | 'missionDailyLimitInvalid';

/** The mission messages in one language: the server's `MESSAGES` or a web catalogue. */
export type MissionMessages = Readonly<Record<MissionMessageKey, string>>;

/** The rules a mission can break: a message of the catalogue, or a date not written YYYY-MM-DD. */
export type MissionRule = MissionMessageKey | 'dateFormat';

export interface MissionRuleProblem {
  field: MissionField;
  rule: MissionRule;
}

/** The rules that say a required field is missing (the back-office's 'Please fill out the required fields.'). */
const MISSING_RULES: ReadonlySet<MissionRule> = new Set<MissionRule>([
  'missionNameRequired',
  'missionDatesRequired',
  'missionStartDateFirst',
  'missionStampsRequired',
]);

/**
 * A mission as the rules read it. Text may be untrimmed, null or undefined (missing); the stamp count is a
 * number, missing or 0 when the field was empty; a pacing limit is null for no limit.
 */
export interface MissionRuleValues {
  name?: string | null;
  start_date?: string | null;
  expire_date?: string | null;
  max_stamp_count?: number | null;
  min_stamp_interval_minutes?: number | null;
  daily_stamp_limit?: number | null;
}

/** The pacing fields with their greatest value and the rule they break (blank is no limit). */
export const MISSION_PACING_RULES = [
  {
    field: 'min_stamp_interval_minutes',
    max: MAX_STAMP_INTERVAL_MINUTES,
    rule: 'missionStampIntervalInvalid',
  },
  { field: 'daily_stamp_limit', max: MAX_DAILY_STAMP_LIMIT, rule: 'missionDailyLimitInvalid' },
] as const satisfies readonly {
  field: MissionField;
  max: number;
  rule: MissionMessageKey;
}[];

function filled(text: string | null | undefined): text is string {
  return typeof text === 'string' && text.trim() !== '';
}

/** A pacing limit: none (null), or a whole number from 1 to `max`. */
export function isValidPacingLimit(limit: number | null, max: number): boolean {
  return limit === null || (Number.isInteger(limit) && limit >= 1 && limit <= max);
}

/**
 * The mission rules of spec §5, each broken rule once per field, in the spec's order: the name (required,
 * at most 30 characters, counted as Unicode code points), the period (both dates, the start first, real dates, start not after end), the
 * stamps (1 to 100; an empty field counts as 0); then ours, the pacing (blank, or 1 to its greatest value).
 * `moved` is the date changed last: the message of a start after the end names it.
 */
export function missionRuleProblems(
  values: MissionRuleValues,
  moved: 'start_date' | 'expire_date' = 'start_date',
): MissionRuleProblem[] {
  const problems: MissionRuleProblem[] = [];

  const name = values.name?.trim();
  if (!filled(name)) problems.push({ field: 'name', rule: 'missionNameRequired' });
  else if (Array.from(name).length > MISSION_NAME_MAX_LENGTH)
    problems.push({ field: 'name', rule: 'missionNameTooLong' });

  const start = values.start_date?.trim();
  const expire = values.expire_date?.trim();
  if (!filled(start) && !filled(expire)) problems.push({ field: 'start_date', rule: 'missionDatesRequired' });
  else if (!filled(start)) problems.push({ field: 'start_date', rule: 'missionStartDateFirst' });
  else if (!filled(expire)) problems.push({ field: 'expire_date', rule: 'missionDatesRequired' });
  else if (!isCalendarDate(start)) problems.push({ field: 'start_date', rule: 'dateFormat' });
  else if (!isCalendarDate(expire)) problems.push({ field: 'expire_date', rule: 'dateFormat' });
  else if (start > expire) {
    problems.push(
      moved === 'expire_date'
        ? { field: 'expire_date', rule: 'missionEndAfterStart' }
        : { field: 'start_date', rule: 'missionStartBeforeEnd' },
    );
  }

  const stamps = values.max_stamp_count ?? 0;
  if (stamps < 1) problems.push({ field: 'max_stamp_count', rule: 'missionStampsRequired' });
  else if (stamps > MAX_STAMP_COUNT)
    problems.push({ field: 'max_stamp_count', rule: 'missionStampsTooMany' });

  for (const { field, max, rule } of MISSION_PACING_RULES) {
    if (!isValidPacingLimit(values[field] ?? null, max)) problems.push({ field, rule });
  }
  return problems;
}

/** Whether a problem is a required field left empty. */
export function isMissingMissionField(problem: MissionRuleProblem): boolean {
  return MISSING_RULES.has(problem.rule);
}

/** A problem's message in the language of `messages` (a date's format names its field, as the API does). */
export function missionProblemMessage(problem: MissionRuleProblem, messages: MissionMessages): string {
  return problem.rule === 'dateFormat'
    ? `${problem.field} must be a date (YYYY-MM-DD)`
    : messages[problem.rule];
}
