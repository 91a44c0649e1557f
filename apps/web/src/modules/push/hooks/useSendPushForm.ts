import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { formatMessage } from '@stamp/shared';

import { errorMessage } from '../../api';
import { useMessages } from '../../i18n';
import { firstFieldError } from '../../ui/formErrors';
import { toast } from '../../ui/toast';
import { useConfirm } from '../../ui/useConfirm';
import { useInvalidatePushes, useSendBroadcast } from '../api/usePush';
import { SEND_PUSH_ORDER, sendPushSchema, type SendPushValues } from '../validation-schemas/sendPushSchema';

/**
 * The send-push form: to every member or to one region and province, confirmed before it goes; one alert, the
 * first failing check in the spec's order, or the server's answer.
 */
export function useSendPushForm() {
  const t = useMessages();
  const confirm = useConfirm();
  const form = useForm<SendPushValues>({
    resolver: zodResolver(sendPushSchema(t)),
    defaultValues: { target: 'all', region: '', province: '', title: '', message: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const broadcast = useSendBroadcast();
  const invalidate = useInvalidatePushes();

  const onSubmit = form.handleSubmit(async ({ target, region, province, title, message }) => {
    const sure = await confirm({
      title: t.sendPushTitle,
      message: formatMessage(t.sendPushConfirm, {
        target: target === 'all' ? t.sendPushAll : `${region} ${province}`,
      }),
      confirmLabel: t.sendPushButton,
    });
    if (!sure) return;
    try {
      await broadcast.mutateAsync({
        body: {
          type: 'new-event',
          title: title.trim(),
          message: message.trim(),
          ...(target === 'area' ? { region, province } : {}),
        },
      });
      await invalidate();
      toast.success(t.sendPushSent);
      form.resetField('title');
      form.resetField('message');
    } catch (failure) {
      form.setError('root', { message: errorMessage(failure, t) });
    }
  });

  const { errors } = form.formState;
  return {
    form,
    error: errors.root?.message ?? firstFieldError(errors, SEND_PUSH_ORDER)?.message ?? null,
    onSubmit,
    sending: broadcast.isPending,
  };
}
