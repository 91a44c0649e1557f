import { useState, type SyntheticEvent } from 'react';
import { formatMessage } from '@stamp/shared';

import { errorMessage, statusOf } from '../../api/errors';
import { useMessages } from '../../i18n/useMessages';
import { useFindId, useFindPassword } from '../../session/api/memberApi';

/** What a find form shows: the answer, or what went wrong. */
export interface FindOutcome {
  kind: 'found' | 'error';
  text: string;
}

const blank = (value: string) => value.trim() === '';

/** Find ID (spec §2, §8): first name, last name, password → 'Your ID is {id}' or 'ID not found.'. */
export function useFindIdForm() {
  const t = useMessages();
  const findId = useFindId();
  const [values, setValues] = useState({ first: '', last: '', password: '' });
  const [outcome, setOutcome] = useState<FindOutcome | null>(null);

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (blank(values.first) || blank(values.last) || values.password === '') {
      setOutcome({ kind: 'error', text: t.idNotFound });
      return;
    }
    try {
      const id = await findId.mutateAsync({
        first: values.first.trim(),
        last: values.last.trim(),
        password: values.password,
      });
      setOutcome({ kind: 'found', text: formatMessage(t.yourIdIs, { id }) });
    } catch (failure) {
      setOutcome({
        kind: 'error',
        text: statusOf(failure) === 404 ? t.idNotFound : errorMessage(failure, t),
      });
    }
  };

  return { values, setValues, outcome, onSubmit, submitting: findId.isPending };
}

/**
 * Find password (api-contract.md): first name, last name, e-mail → the server mails a reset link and says so
 * in its own words, or 'Password not found.'.
 */
export function useFindPasswordForm() {
  const t = useMessages();
  const findPassword = useFindPassword();
  const [values, setValues] = useState({ first: '', last: '', email: '' });
  const [outcome, setOutcome] = useState<FindOutcome | null>(null);

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (blank(values.first) || blank(values.last) || blank(values.email)) {
      setOutcome({ kind: 'error', text: t.passwordNotFound });
      return;
    }
    try {
      const text = await findPassword.mutateAsync({
        first: values.first.trim(),
        last: values.last.trim(),
        email: values.email.trim(),
      });
      setOutcome({ kind: 'found', text });
    } catch (failure) {
      setOutcome({
        kind: 'error',
        text: statusOf(failure) === 404 ? t.passwordNotFound : errorMessage(failure, t),
      });
    }
  };

  return { values, setValues, outcome, onSubmit, submitting: findPassword.isPending };
}
