import { useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { ROUTES } from '../../../routes';
import { errorMessage } from '../../api';
import { useMessages } from '../../i18n';
import { useCreateNotice } from '../api/storeOwnerApi';

/** What the notice list is handed after a notice is written ('Notice created'). */
export interface NoticeListState {
  notice?: string;
}

/** Spec §2 /notice/write: Subject and Text, Register → 'Notice created' on the list; cancel → the list. */
export function useNoticeWriteForm(storeId: number) {
  const t = useMessages();
  const navigate = useNavigate();
  const create = useCreateNotice();
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const list = ROUTES.storeMenuScreen(storeId, 'notice');

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setError(null);
    if (!title.trim()) {
      setError(t.titleRequired);
      return;
    }
    if (!message.trim()) {
      setError(t.messageRequired);
      return;
    }
    try {
      await create.mutateAsync({ body: { store_id: storeId, title: title.trim(), message: message.trim() } });
      const state: NoticeListState = { notice: t.noticeCreated };
      await navigate(list, { replace: true, state });
    } catch (failure) {
      setError(errorMessage(failure, t));
    }
  };

  return { title, setTitle, message, setMessage, error, onSubmit, submitting: create.isPending, list };
}
