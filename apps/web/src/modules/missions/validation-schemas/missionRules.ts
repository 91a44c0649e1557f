import {
  MAX_DAILY_STAMP_LIMIT,
  MAX_STAMP_COUNT,
  MAX_STAMP_INTERVAL_MINUTES,
  MISSION_NAME_MAX_LENGTH,
  type Catalogue,
} from '@stamp/shared';

export interface MissionFormValues {
  name: string;
  start_date: string;
  expire_date: string;
  /** As typed: empty counts as 0 (spec §5). */
  max_stamp_count: string;
  /** Pacing (docs/stamping.md), as typed: blank = no limit. */
  min_stamp_interval_minutes: string;
  daily_stamp_limit: string;
}

/** A mission's pacing as the API has it: null = no limit. */
export interface MissionPacing {
  min_stamp_interval_minutes: number | null;
  daily_stamp_limit: number | null;
}

/** The pacing fields of a form for a mission (blank when it has no limit, or there is no mission yet). */
export function pacingValuesOf(
  mission: MissionPacing | null | undefined,
): Pick<MissionFormValues, keyof MissionPacing> {
  const text = (limit: number | null | undefined) => (limit == null ? '' : String(limit));
  return {
    min_stamp_interval_minutes: text(mission?.min_stamp_interval_minutes),
    daily_stamp_limit: text(mission?.daily_stamp_limit),
  };
}

/** The pacing a form sends: a blank field is no limit (null). */
export function pacingOf(values: MissionFormValues): MissionPacing {
  return {
    min_stamp_interval_minutes: pacingLimit(values.min_stamp_interval_minutes),
    daily_stamp_limit: pacingLimit(values.daily_stamp_limit),
  };
}

function pacingLimit(value: string): number | null {
  return value.trim() === '' ? null : Number(value.trim());
}

/** The pacing fields of the mission forms: each with its label, its greatest value and its message. */
export const PACING_FIELDS = [
  {
    field: 'min_stamp_interval_minutes',
    label: 'missionStampInterval',
    max: MAX_STAMP_INTERVAL_MINUTES,
    invalid: 'missionStampIntervalInvalid',
  },
  {
    field: 'daily_stamp_limit',
    label: 'missionDailyStampLimit',
    max: MAX_DAILY_STAMP_LIMIT,
    invalid: 'missionDailyLimitInvalid',
  },
] as const satisfies readonly {
  field: keyof MissionPacing;
  label: keyof Catalogue;
  max: number;
  invalid: keyof Catalogue;
}[];

/** A pacing field as typed: blank, or a whole number from 1 to `max`. */
function validLimit(value: string, max: number): boolean {
  const limit = pacingLimit(value);
  return limit === null || (Number.isInteger(limit) && limit >= 1 && limit <= max);
}

export type MissionField = keyof MissionFormValues;

export interface MissionProblem {
  field: MissionField;
  message: string;
}

/**
 * The mission rules of spec §5 as the form checks them before sending, every message in the spec's order,
 * then the pacing's (the loyalty service checks the same rules again). `moved` is the date the person changed last, whose
 * message names it when start comes after end.
 */
export function missionProblems(
  values: MissionFormValues,
  t: Catalogue,
  moved: 'start_date' | 'expire_date' = 'start_date',
): MissionProblem[] {
  const problems: MissionProblem[] = [];
  const name = values.name.trim();
  if (!name) problems.push({ field: 'name', message: t.missionNameRequired });
  else if (Array.from(name).length > MISSION_NAME_MAX_LENGTH)
    problems.push({ field: 'name', message: t.missionNameTooLong });

  const start = values.start_date.trim();
  const end = values.expire_date.trim();
  if (!start && !end) problems.push({ field: 'start_date', message: t.missionDatesRequired });
  else if (!start) problems.push({ field: 'start_date', message: t.missionStartDateFirst });
  else if (!end) problems.push({ field: 'expire_date', message: t.missionDatesRequired });
  else if (start > end) {
    problems.push(
      moved === 'expire_date'
        ? { field: 'expire_date', message: t.missionEndAfterStart }
        : { field: 'start_date', message: t.missionStartBeforeEnd },
    );
  }

  const stamps = stampCount(values.max_stamp_count);
  if (stamps < 1) problems.push({ field: 'max_stamp_count', message: t.missionStampsRequired });
  else if (stamps > MAX_STAMP_COUNT)
    problems.push({ field: 'max_stamp_count', message: t.missionStampsTooMany });

  for (const { field, max, invalid } of PACING_FIELDS) {
    if (!validLimit(values[field], max)) problems.push({ field, message: t[invalid] });
  }
  return problems;
}

/** The stamp count as typed; empty (or not a number) counts as 0. */
export function stampCount(value: string): number {
  const count = Number.parseInt(value.trim() || '0', 10);
  return Number.isFinite(count) ? count : 0;
}
