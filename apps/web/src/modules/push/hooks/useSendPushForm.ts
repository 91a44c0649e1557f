import { useState } from 'react';
import { formatMessage } from '@stamp/shared';

import { errorMessage } from '../../api/errors';
import { useMessages } from '../../i18n/useMessages';
import { toast } from '../../ui/toast';
import { useConfirm } from '../../ui/useConfirm';
import { useInvalidatePushes, useSendBroadcast } from '../api/usePush';

export type PushTarget = 'all' | 'area';

/** The send-push form: to every member or to one region and province, confirmed before it goes. */
export function useSendPushForm() {
  const t = useMessages();
  const confirm = useConfirm();
  const [target, setTarget] = useState<PushTarget>('all');
  const [area, setArea] = useState({ region: '', province: '' });
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const broadcast = useSendBroadcast();
  const invalidate = useInvalidatePushes();

  const submit = async () => {
    if (!title.trim()) {
      setError(t.titleRequired);
      return;
    }
    if (!message.trim()) {
      setError(t.messageRequired);
      return;
    }
    if (target === 'area' && (!area.region || !area.province)) {
      setError(t.unknownArea);
      return;
    }
    setError(null);
    const to = target === 'all' ? t.sendPushAll : `${area.region} ${area.province}`;
    const sure = await confirm({
      title: t.sendPushTitle,
      message: formatMessage(t.sendPushConfirm, { target: to }),
      confirmLabel: t.sendPushButton,
    });
    if (!sure) return;
    try {
      await broadcast.mutateAsync({
        body: {
          type: 'new-event',
          title: title.trim(),
          message: message.trim(),
          ...(target === 'area' ? area : {}),
        },
      });
      await invalidate();
      toast.success(t.sendPushSent);
      setTitle('');
      setMessage('');
    } catch (failure) {
      setError(errorMessage(failure, t));
    }
  };

  return {
    target,
    setTarget,
    area,
    setArea,
    title,
    setTitle,
    message,
    setMessage,
    error,
    submit,
    sending: broadcast.isPending,
  };
}
