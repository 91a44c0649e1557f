import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import { formatMessage } from '@stamp/shared';

import { errorMessage, statusOf } from '../../api';
import { useMessages } from '../../i18n';
import { useFindId, useFindPassword } from '../../session';
import { firstFieldError } from '../../ui/formErrors';
import {
  FIND_ID_ORDER,
  FIND_PASSWORD_ORDER,
  findIdSchema,
  findPasswordSchema,
  type FindIdValues,
  type FindPasswordValues,
} from '../validation-schemas/findAccountSchemas';

/** What a find form shows: the answer, or what went wrong. */
export interface FindOutcome {
  kind: 'found' | 'error';
  text: string;
}

/**
 * One find form: its values checked in `order` (one alert, the first that fails), then `find`'s answer, or
 * `notFound` on a 404, or the server's message.
 */
function useFindForm<Values extends FieldValues>(
  resolver: Resolver<Values>,
  defaultValues: DefaultValues<Values>,
  order: readonly FieldPath<Values>[],
  find: (values: Values) => Promise<string>,
  notFound: string,
) {
  const t = useMessages();
  const [found, setFound] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver,
    defaultValues,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFound(null);
      try {
        setFound(await find(values));
      } catch (failure) {
        form.setError('root', { message: statusOf(failure) === 404 ? notFound : errorMessage(failure, t) });
      }
    },
    () => {
      setFound(null);
    },
  );

  const error = errors.root?.message ?? firstFieldError(errors, order)?.message;
  const outcome: FindOutcome | null = error
    ? { kind: 'error', text: error }
    : found === null
      ? null
      : { kind: 'found', text: found };
  return { form, outcome, onSubmit, submitting: isSubmitting };
}

/** Find ID (spec §2, §8): first name, last name, password → 'Your ID is {id}' or 'ID not found.'. */
export function useFindIdForm() {
  const t = useMessages();
  const findId = useFindId();
  return useFindForm<FindIdValues>(
    zodResolver(findIdSchema(t)),
    { first: '', last: '', password: '' },
    FIND_ID_ORDER,
    async ({ first, last, password }) =>
      formatMessage(t.yourIdIs, {
        id: await findId.mutateAsync({ first: first.trim(), last: last.trim(), password }),
      }),
    t.idNotFound,
  );
}

/**
 * Find password (api-contract.md): first name, last name, e-mail → the server mails a reset link and says so
 * in its own words, or 'Password not found.'.
 */
export function useFindPasswordForm() {
  const t = useMessages();
  const findPassword = useFindPassword();
  return useFindForm<FindPasswordValues>(
    zodResolver(findPasswordSchema(t)),
    { first: '', last: '', email: '' },
    FIND_PASSWORD_ORDER,
    ({ first, last, email }) =>
      findPassword.mutateAsync({ first: first.trim(), last: last.trim(), email: email.trim() }),
    t.passwordNotFound,
  );
}
