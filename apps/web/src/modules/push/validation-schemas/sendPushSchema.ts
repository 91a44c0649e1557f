import * as z from 'zod/mini';
import type { Catalogue } from '@stamp/shared';

/** The send-push fields in the order spec §5 checks them (the form shows the first that fails). */
export const SEND_PUSH_ORDER = ['title', 'message', 'province'] as const;

const filled = (message: string) => z.string().check(z.refine((value) => value.trim() !== '', message));

/**
 * Spec §5's send-push checks, with its messages: a title, a message (the 100-character hint is not enforced),
 * and for one area both its region and its province/city.
 */
export const sendPushSchema = (t: Catalogue) =>
  z
    .object({
      target: z.enum(['all', 'area']),
      region: z.string(),
      province: z.string(),
      title: filled(t.titleRequired),
      message: filled(t.messageRequired),
    })
    .check(
      z.refine((values) => values.target === 'all' || (values.region !== '' && values.province !== ''), {
        message: t.unknownArea,
        path: ['province'],
      }),
    );

export type SendPushValues = z.infer<ReturnType<typeof sendPushSchema>>;
