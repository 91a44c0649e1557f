import { errorMessage } from '../api';
import { useMessages } from '../i18n';
import { toast } from './toast';
import { useConfirm } from './useConfirm';

interface ConfirmedDelete {
  /** The spec's warning, e.g. 'Are you sure you want to delete this mission?'. */
  message: string;
  remove: () => Promise<unknown>;
  /** The spec's success message, e.g. 'Successfully Deleted'. */
  success: string;
  /** What the toast says when the call fails and the gateway gave no message. */
  failure?: string;
  onDone?: () => void;
}

/** Asks with the spec's warning, deletes, says so, and reports a failure without losing the screen. */
export function useConfirmedDelete(): (action: ConfirmedDelete) => Promise<void> {
  const t = useMessages();
  const confirm = useConfirm();
  return async ({ message, remove, success, failure, onDone }) => {
    const sure = await confirm({ title: t.delete, message, danger: true, confirmLabel: t.delete });
    if (!sure) return;
    try {
      await remove();
      toast.success(success);
      onDone?.();
    } catch (error) {
      toast.error(errorMessage(error, t, failure));
    }
  };
}
