import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';

import { ROUTES } from '../../../routes';
import { codeOf, errorMessage, statusOf } from '../../api';
import { useMessages } from '../../i18n';
import {
  useMemberLogin,
  keepMemberDeviceToken,
  memberDeviceToken,
  memberLoginId,
  saveMemberLogin,
} from '../../session';
import { firstFieldError } from '../../ui/formErrors';
import {
  MEMBER_LOGIN_ORDER,
  memberLoginSchema,
  type MemberLoginValues,
} from '../validation-schemas/memberLoginSchema';

/** The page a private screen sent the member from (MemberSessionGuard), if it is one of this app's paths. */
export function returnPathOf(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/**
 * The member login (spec §2, §8): 401 'Please check your email and password.', 403 the disabled account's
 * message, or the dormant account's (a confirmation link was mailed: docs/privacy.md); success keeps the login
 * as spec §4 says (and the device's token for the next login) and opens home, or the private page that sent
 * the member here (a stamp QR code's link, with its code).
 */
export function useMemberLoginForm() {
  const t = useMessages();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useMemberLogin();
  const form = useForm<MemberLoginValues>({
    resolver: zodResolver(memberLoginSchema(t)),
    defaultValues: { email: memberLoginId() ?? '', password: '', autoLogin: false },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(
    async ({ email, password, autoLogin }) => {
      try {
        const body = { email: email.trim(), password, device_token: memberDeviceToken(email) };
        const answer = await login.mutateAsync({ body });
        keepMemberDeviceToken(body.email, answer.device_token);
        saveMemberLogin(answer.token, answer.member.member_id, autoLogin);
        await navigate(returnPathOf(location.state as unknown) ?? ROUTES.mobileHome, { replace: true });
      } catch (failure) {
        const status = statusOf(failure);
        const refuse = (message: string) => {
          form.setError('root', { message });
        };
        if (status === 401 || status === 400) refuse(t.loginCheckEmailPassword);
        else if (codeOf(failure) === 'ACCOUNT_DORMANT') refuse(t.accountDormant);
        else if (status === 403) refuse(t.accountDisabled);
        else refuse(errorMessage(failure, t));
      }
    },
    (invalid) => {
      const first = firstFieldError(invalid, MEMBER_LOGIN_ORDER);
      if (first) form.setFocus(first.field);
    },
  );

  return {
    form,
    error: errors.root?.message ?? firstFieldError(errors, MEMBER_LOGIN_ORDER)?.message ?? null,
    onSubmit,
    submitting: isSubmitting,
  };
}
