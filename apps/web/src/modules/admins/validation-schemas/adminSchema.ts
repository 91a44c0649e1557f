import { z } from 'zod';
import type { Catalogue } from '@stamp/shared';

/** The administrator form: every field required, but a blank password on edit keeps the old one. */
export const adminSchema = (t: Catalogue, creating: boolean) =>
  z.object({
    name: z.string().trim().min(1, t.requiredFields),
    admin_id: z.string().trim().min(1, t.requiredFields),
    password: creating ? z.string().min(1, t.requiredFields) : z.string(),
    authority: z.enum(['admin', 'super master']),
  });

export type AdminFormValues = z.infer<ReturnType<typeof adminSchema>>;
