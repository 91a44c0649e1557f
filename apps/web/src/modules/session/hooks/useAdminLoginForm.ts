import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import type { Catalogue } from '@stamp/shared';

import { api } from '../../api/client';
import { errorMessage, statusOf } from '../../api/errors';
import { useMessages } from '../../i18n/useMessages';
import { ROUTES } from '../../../routes';
import { saveAdminLogin } from '../adminSession';

export const adminLoginSchema = (t: Catalogue) =>
  z.object({
    admin_id: z.string().trim().min(1, t.adminLoginFailed),
    password: z.string().min(1, t.adminLoginFailed),
    saveLogin: z.boolean(),
  });

export type AdminLoginValues = z.infer<ReturnType<typeof adminLoginSchema>>;

/** The login form: on success the token is kept as spec §4 says and the admin home opens. */
export function useAdminLoginForm() {
  const t = useMessages();
  const navigate = useNavigate();
  const form = useForm<AdminLoginValues>({
    resolver: zodResolver(adminLoginSchema(t)),
    defaultValues: { admin_id: '', password: '', saveLogin: false },
  });
  const login = api.useMutation('post', '/api/v1/admin/login');

  const onSubmit = form.handleSubmit(async ({ admin_id, password, saveLogin }) => {
    try {
      const answer = await login.mutateAsync({ body: { admin_id, password } });
      saveAdminLogin(answer.token, answer.admin.admin_id, saveLogin);
      await navigate(ROUTES.adminIndex, { replace: true });
    } catch (error) {
      const status = statusOf(error);
      form.setError('root', {
        message:
          status === 401 || status === 400 ? t.adminLoginFailed : errorMessage(error, t, t.adminLoginFailed),
      });
    }
  });

  return { form, onSubmit, submitting: login.isPending };
}
