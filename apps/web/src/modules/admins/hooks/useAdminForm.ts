import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { errorMessage, statusOf } from '../../api';
import { useMessages } from '../../i18n';
import { toast } from '../../ui/toast';
import { useCreateAdmin, useInvalidateAdmins, useUpdateAdmin, type Admin } from '../api/useAdmins';
import { adminSchema, type AdminFormValues } from '../validation-schemas/adminSchema';

/** Register (admin undefined) or edit an administrator; the spec's Korean messages on success and failure. */
export function useAdminForm(admin: Admin | undefined, onDone: () => void) {
  const t = useMessages();
  const creating = admin === undefined;
  const form = useForm<AdminFormValues>({
    resolver: zodResolver(adminSchema(t, creating)),
    defaultValues: {
      name: admin?.name ?? '',
      admin_id: admin?.admin_id ?? '',
      password: '',
      authority: admin?.authority ?? 'admin',
    },
  });
  const create = useCreateAdmin();
  const update = useUpdateAdmin();
  const invalidate = useInvalidateAdmins();

  const onSubmit = form.handleSubmit(async ({ password, ...fields }) => {
    try {
      if (creating) {
        await create.mutateAsync({ body: { ...fields, password } });
      } else {
        await update.mutateAsync({
          params: { path: { id: admin.id } },
          body: { ...fields, ...(password ? { password } : {}) },
        });
      }
      await invalidate();
      toast.success(t.adminRegistered);
      onDone();
    } catch (error) {
      const status = statusOf(error);
      // A refused password says why (the common-password list could not be fetched before submitting).
      if (status === 400) form.setError('root', { message: errorMessage(error, t) });
      else form.setError('root', { message: status === 403 ? t.adminNoRight : t.adminRegisterFailed });
    }
  });

  return { form, onSubmit, saving: create.isPending || update.isPending, creating };
}
