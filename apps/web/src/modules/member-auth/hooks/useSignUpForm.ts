import { useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Catalogue } from '@stamp/shared';

import { ROUTES } from '../../../routes';
import { errorMessage, statusOf } from '../../api/errors';
import { loadCommonPasswords, weakPasswordProblem } from '../../passwords/utils/weakPassword';
import { lookupAreaIds } from '../../regions/api/areaIds';
import { useMessages } from '../../i18n/useMessages';
import { useSignUp } from '../../session/api/memberApi';
import type { LoginNotice } from '../components/MemberLoginForm';

export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirm: string;
  phone: string;
  gcashId: string;
  region: string;
  province: string;
  address: string;
  agreed: boolean;
}

export const EMPTY_SIGN_UP: SignUpValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  passwordConfirm: '',
  phone: '',
  gcashId: '',
  region: '',
  province: '',
  address: '',
  agreed: false,
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first failing check of spec §5's sign-up, in its order (the address is checked after, by lookup). */
export function signUpProblem(values: SignUpValues, t: Catalogue): string | null {
  if (!values.agreed) return t.privacyNotAgreed;
  if (values.firstName.trim() === '' || values.lastName.trim() === '') return t.namesRequired;
  if (values.email.trim() === '') return t.emailRequired;
  if (!EMAIL.test(values.email.trim())) return t.emailInvalid;
  if (values.password === '') return t.passwordRequired;
  if (values.password !== values.passwordConfirm) return t.passwordsDiffer;
  return null;
}

/** Phone and GCash fields take numbers only (spec §5). */
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/**
 * Sign-up (spec §2, §5, §8): the checks in order, the region and province turned into area ids ('Invalid
 * address' when the lookup finds nothing), then the contract's password rule (8+ characters, not a common
 * one); 201 → login with 'Registration is complete. Please log in.'.
 */
export function useSignUpForm() {
  const t = useMessages();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [values, setValues] = useState<SignUpValues>(EMPTY_SIGN_UP);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const change = (patch: Partial<SignUpValues>) => {
    if (patch.password) void loadCommonPasswords();
    setValues((current) => ({ ...current, ...patch }));
  };

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const problem = signUpProblem(values, t);
    setError(problem);
    if (problem) return;
    let area: { area1: number; area2: number } | null = null;
    if (values.region || values.province) {
      setChecking(true);
      area = values.province ? await lookupAreaIds(values.region, values.province).catch(() => null) : null;
      setChecking(false);
      if (!area) {
        setError(t.invalidAddress);
        return;
      }
    }
    setChecking(true);
    const weak = await weakPasswordProblem(values.password, t);
    setChecking(false);
    if (weak) {
      setError(weak);
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
      // A taken e-mail says so, and so does a refused field (the common-password list could not be fetched);
      // anything else is the spec's failure message.
      const status = statusOf(failure);
      if (status === 400) setError(errorMessage(failure, t));
      else setError(status === 409 ? errorMessage(failure, t, t.signUpFailed) : t.signUpFailed);
    }
  };

  return { values, change, error, onSubmit, submitting: checking || signUp.isPending };
}
