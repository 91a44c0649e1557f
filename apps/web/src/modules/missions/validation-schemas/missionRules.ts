import type { Catalogue } from '@stamp/shared';
import {
  MISSION_PACING_RULES,
  missionProblemMessage,
  missionRuleProblems,
  type MissionField,
} from '@stamp/shared/rules';

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

/** The labels of the pacing fields (`MISSION_PACING_RULES`, the loyalty service's too). */
const PACING_LABELS = {
  min_stamp_interval_minutes: 'missionStampInterval',
  daily_stamp_limit: 'missionDailyStampLimit',
} as const satisfies Record<keyof MissionPacing, keyof Catalogue>;

/** The pacing fields of the mission forms: each with its label and its greatest value. */
export const PACING_FIELDS = MISSION_PACING_RULES.map(({ field, max }) => ({
  field,
  label: PACING_LABELS[field],
  max,
}));

export type { MissionField };

export interface MissionProblem {
  field: MissionField;
  message: string;
}

/**
 * The mission rules of spec §5 as the form checks them before sending (`@stamp/shared/rules`, which the
 * loyalty service checks again), every message in the spec's order, then the pacing's. `moved` is the date
 * the person changed last, whose message names it when start comes after end.
 */
export function missionProblems(
  values: MissionFormValues,
  t: Catalogue,
  moved: 'start_date' | 'expire_date' = 'start_date',
): MissionProblem[] {
  const problems = missionRuleProblems(
    { ...values, max_stamp_count: stampCount(values.max_stamp_count), ...pacingOf(values) },
    moved,
  );
  return problems.map((problem) => ({ field: problem.field, message: missionProblemMessage(problem, t) }));
}

/** The stamp count as typed; empty (or not a number) counts as 0. */
export function stampCount(value: string): number {
  const count = Number.parseInt(value.trim() || '0', 10);
  return Number.isFinite(count) ? count : 0;
}
