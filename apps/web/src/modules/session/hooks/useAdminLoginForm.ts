import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import type { Catalogue } from '@stamp/shared';

import { api, codeOf, errorMessage, statusOf } from '../../api';
import { useMessages } from '../../i18n';
import { isSixDigits } from '../utils/oneTimeCode';
import { ROUTES } from '../../../routes';
import { needsTwoStepPrompt, saveAdminLogin } from '../adminSession';

export const adminLoginSchema = (t: Catalogue) =>
  z.object({
    admin_id: z.string().check(z.trim(), z.minLength(1, t.adminLoginFailed)),
    password: z.string().check(z.minLength(1, t.adminLoginFailed)),
    saveLogin: z.boolean(),
    otp: z.string(),
    recovery_code: z.string(),
  });

export type AdminLoginValues = z.infer<ReturnType<typeof adminLoginSchema>>;

/**
 * The login's second step, for an administrator with two-step sign-in: the authenticator app's code, or one
 * of their recovery codes. Null until the gateway answers `ADMIN_OTP_REQUIRED` to the id and password.
 */
export type SecondStep = 'otp' | 'recovery' | null;

/**
 * The login form: on success the token is kept as spec §4 says and the admin home opens (a super master
 * without two-step sign-in is first asked to set it up). When the gateway asks for a one-time code, the form
 * asks for it and sends it with the id and password already typed.
 */
export function useAdminLoginForm() {
  const t = useMessages();
  const navigate = useNavigate();
  const form = useForm<AdminLoginValues>({
    resolver: zodResolver(adminLoginSchema(t)),
    defaultValues: { admin_id: '', password: '', saveLogin: false, otp: '', recovery_code: '' },
  });
  const [secondStep, setSecondStep] = useState<SecondStep>(null);
  const login = api.useMutation('post', '/api/v1/admin/login');

  // Focus follows the step: the code field when it appears, the password again after 'Back to sign-in'.
  const askedForCode = useRef(false);
  useEffect(() => {
    if (secondStep) {
      askedForCode.current = true;
      form.setFocus(secondStep === 'otp' ? 'otp' : 'recovery_code');
    } else if (askedForCode.current) {
      form.setFocus('password');
    }
  }, [form, secondStep]);

  /** The second step's value, or null after marking the field when it is not one. */
  function secondFactor(values: AdminLoginValues): { otp?: string; recovery_code?: string } | null {
    if (secondStep === 'otp') {
      if (isSixDigits(values.otp)) return { otp: values.otp.replace(/\s/g, '') };
      form.setError('otp', { message: t.adminOtpFormat });
      return null;
    }
    if (secondStep === 'recovery') {
      if (values.recovery_code.trim()) return { recovery_code: values.recovery_code.trim() };
      form.setError('recovery_code', { message: t.twoStepRecoveryRequired });
      return null;
    }
    return {};
  }

  const onSubmit = form.handleSubmit(async (values) => {
    const second = secondFactor(values);
    if (!second) return;
    try {
      const answer = await login.mutateAsync({
        body: { admin_id: values.admin_id, password: values.password, ...second },
      });
      saveAdminLogin(answer.token, answer.admin.admin_id, values.saveLogin);
      const next = needsTwoStepPrompt(answer.admin) ? ROUTES.adminProtectAccount : ROUTES.adminIndex;
      await navigate(next, { replace: true });
    } catch (error) {
      if (codeOf(error) === 'ADMIN_OTP_REQUIRED') {
        form.clearErrors();
        setSecondStep((step) => step ?? 'otp');
        return;
      }
      const status = statusOf(error);
      if (secondStep && status === 401) {
        form.resetField('otp');
        form.resetField('recovery_code');
        form.setError('root', { message: t.twoStepCodeRefused });
        form.setFocus(secondStep === 'otp' ? 'otp' : 'recovery_code');
        return;
      }
      form.setError('root', {
        message:
          status === 401 || status === 400 ? t.adminLoginFailed : errorMessage(error, t, t.adminLoginFailed),
      });
    }
  });

  /** Switches between the app's code and a recovery code. */
  function toggleRecovery(): void {
    form.clearErrors();
    setSecondStep((step) => (step === 'recovery' ? 'otp' : 'recovery'));
  }

  /** Back to the id and password, as typed. */
  function backToPassword(): void {
    form.clearErrors();
    form.resetField('otp');
    form.resetField('recovery_code');
    setSecondStep(null);
  }

  return { form, onSubmit, submitting: login.isPending, secondStep, toggleRecovery, backToPassword };
}
