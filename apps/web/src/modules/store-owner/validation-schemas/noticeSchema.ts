import * as z from 'zod/mini';
import type { Catalogue } from '@stamp/shared';

import '../../ui/zodWithoutEval';

/** The notice's fields in the order the form checks them. */
export const NOTICE_ORDER = ['title', 'message'] as const;

const filled = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

/**
 * Spec §2 /notice/write: a subject, then a text ('Please enter the title.', 'Please enter the message.': our
 * words, the spec gives none); both sent trimmed.
 */
export const noticeSchema = (t: Catalogue) =>
  z.object({ title: filled(t.titleRequired), message: filled(t.messageRequired) });

export type NoticeValues = z.infer<ReturnType<typeof noticeSchema>>;
