import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';

import { ROUTES } from '../../../routes';
import { errorMessage } from '../../api';
import { useMessages } from '../../i18n';
import { firstFieldError } from '../../ui/formErrors';
import { useCreateNotice } from '../api/storeOwnerApi';
import { NOTICE_ORDER, noticeSchema, type NoticeValues } from '../validation-schemas/noticeSchema';

/** What the notice list is handed after a notice is written ('Notice created'). */
export interface NoticeListState {
  notice?: string;
}

/** Spec §2 /notice/write: Subject and Text, Register → 'Notice created' on the list; cancel → the list. */
export function useNoticeWriteForm(storeId: number) {
  const t = useMessages();
  const navigate = useNavigate();
  const create = useCreateNotice();
  const form = useForm<NoticeValues>({
    resolver: zodResolver(noticeSchema(t)),
    defaultValues: { title: '', message: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;
  const list = ROUTES.storeMenuScreen(storeId, 'notice');

  const onSubmit = form.handleSubmit(
    async ({ title, message }) => {
      try {
        await create.mutateAsync({ body: { store_id: storeId, title, message } });
        const state: NoticeListState = { notice: t.noticeCreated };
        await navigate(list, { replace: true, state });
      } catch (failure) {
        form.setError('root', { message: errorMessage(failure, t) });
      }
    },
    (invalid) => {
      const first = firstFieldError(invalid, NOTICE_ORDER);
      if (first) form.setFocus(first.field);
    },
  );

  return {
    form,
    error: errors.root?.message ?? firstFieldError(errors, NOTICE_ORDER)?.message ?? null,
    onSubmit,
    submitting: isSubmitting,
    list,
  };
}
