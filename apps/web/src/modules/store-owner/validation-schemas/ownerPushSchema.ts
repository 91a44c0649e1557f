import * as z from 'zod/mini';
import type { Catalogue } from '@stamp/shared';

import '../../ui/zodWithoutEval';

/** The owner's push fields in the order the form checks them (the area first: one message for both). */
export const OWNER_PUSH_ORDER = ['region', 'province', 'subject', 'message'] as const;

const filled = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

/**
 * Spec §2 /push-message: a province/city of the store's region ('Please select region and province.'),
 * a subject, a message (our words for these two); the 100-character limit and the daily limit are the server's,
 * shown in its words.
 */
export const ownerPushSchema = (t: Catalogue) =>
  z.object({
    region: filled(t.unknownArea),
    province: filled(t.unknownArea),
    subject: filled(t.titleRequired),
    message: filled(t.messageRequired),
  });

export type OwnerPushValues = z.infer<ReturnType<typeof ownerPushSchema>>;
