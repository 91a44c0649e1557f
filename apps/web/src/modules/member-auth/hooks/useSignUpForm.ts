import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';

import { ROUTES } from '../../../routes';
import { errorMessage, statusOf } from '../../api';
import { loadCommonPasswords, weakPasswordProblem } from '../../passwords';
import { lookupAreaIds } from '../../regions';
import { useMessages } from '../../i18n';
import { useSignUp } from '../../session';
import { firstFieldError } from '../../ui/formErrors';
import type { LoginNotice } from '../components/MemberLoginForm';
import {
  EMPTY_SIGN_UP,
  SIGN_UP_ORDER,
  signUpSchema,
  type SignUpValues,
} from '../validation-schemas/signUpSchema';

/** Phone and GCash fields take numbers only (spec §5). */
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/**
 * Sign-up (spec §2, §5, §8): the schema's checks in the spec's order (the first failing one is shown and its
 * field focused), the region and province turned into area ids ('Invalid address' when the lookup finds
 * nothing), then the contract's password rule (8+ characters, not a common one); 201 → login with
 * 'Registration is complete. Please log in.'.
 */
export function useSignUpForm() {
  const t = useMessages();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema(t)),
    defaultValues: EMPTY_SIGN_UP,
    // One alert at a time, as the spec shows them: it changes on the next submit, not on every key.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(
    async (values) => {
      const refuse = (message: string) => {
        form.setError('root', { message });
      };
      let area: { area1: number; area2: number } | null = null;
      if (values.region || values.province) {
        area = values.province ? await lookupAreaIds(values.region, values.province).catch(() => null) : null;
        if (!area) {
          refuse(t.invalidAddress);
          return;
        }
      }
      const weak = await weakPasswordProblem(values.password, t);
      if (weak) {
        refuse(weak);
        form.setFocus('password');
        return;
      }
      try {
        await signUp.mutateAsync({
          body: {
            privacy_agreed: values.agreed,
            member_id: values.email.trim(),
            member_name: values.firstName.trim(),
            member_name2: values.lastName.trim(),
            member_pass: values.password,
            member_pass_confirm: values.passwordConfirm,
            hphone_num: values.phone,
            gcashid: values.gcashId,
            addr1: values.address.trim(),
            ...area,
          },
        });
        const state: LoginNotice = { notice: t.signUpComplete };
        await navigate(ROUTES.mobileLogin, { replace: true, state });
      } catch (failure) {
        // A taken e-mail says so, and so does a refused field (the common-password list could not be
        // fetched); anything else is the spec's failure message.
        const status = statusOf(failure);
        if (status === 400) refuse(errorMessage(failure, t));
        else refuse(status === 409 ? errorMessage(failure, t, t.signUpFailed) : t.signUpFailed);
      }
    },
    (invalid) => {
      const first = firstFieldError(invalid, SIGN_UP_ORDER);
      if (first) form.setFocus(first.field);
    },
  );

  return {
    form,
    /** A typed password starts fetching the common-password list the submit checks it against. */
    passwordTyped: () => void loadCommonPasswords(),
    error: errors.root?.message ?? firstFieldError(errors, SIGN_UP_ORDER)?.message ?? null,
    onSubmit,
    submitting: isSubmitting,
  };
}
