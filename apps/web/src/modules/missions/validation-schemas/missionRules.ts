import { MAX_STAMP_COUNT, MISSION_NAME_MAX_LENGTH, type Catalogue } from '@stamp/shared';

export interface MissionFormValues {
  name: string;
  start_date: string;
  expire_date: string;
  /** As typed: empty counts as 0 (spec §5). */
  max_stamp_count: string;
}

export type MissionField = keyof MissionFormValues;

export interface MissionProblem {
  field: MissionField;
  message: string;
}

/**
 * The mission rules of spec §5 as the form checks them before sending, every message in the spec's order
 * (the loyalty service checks the same rules again). `moved` is the date the person changed last, whose
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
  return problems;
}

/** The stamp count as typed; empty (or not a number) counts as 0. */
export function stampCount(value: string): number {
  const count = Number.parseInt(value.trim() || '0', 10);
  return Number.isFinite(count) ? count : 0;
}
