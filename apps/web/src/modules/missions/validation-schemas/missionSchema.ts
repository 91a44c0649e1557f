import * as z from 'zod/mini';
import { MISSION_STATUSES, type Catalogue } from '@stamp/shared';
import { MISSION_FIELD_ORDER } from '@stamp/shared/rules';

import '../../ui/zodWithoutEval';
import { missionProblems } from './missionRules';

/** The mission fields in the order spec §5 checks them (the form's alert is the first that fails). */
export const MISSION_ORDER = MISSION_FIELD_ORDER;

/**
 * The back-office's mission form: spec §5's mission rules with their messages, each on its field. The rules
 * stay in `missionRules` (the owner's mission form on the member app checks the same ones without zod).
 * `moved`, not sent, is the date the person changed last, whose message names it when start comes after end.
 */
export const missionSchema = (t: Catalogue) =>
  z
    .object({
      name: z.string(),
      start_date: z.string(),
      expire_date: z.string(),
      max_stamp_count: z.string(),
      min_stamp_interval_minutes: z.string(),
      daily_stamp_limit: z.string(),
      status: z.enum(MISSION_STATUSES),
      moved: z.enum(['start_date', 'expire_date']),
    })
    .check(
      z.superRefine((values, context) => {
        for (const { field, message } of missionProblems(values, t, values.moved)) {
          context.addIssue({ code: 'custom', message, path: [field], input: values[field] });
        }
      }),
    );

export type MissionValues = z.infer<ReturnType<typeof missionSchema>>;
