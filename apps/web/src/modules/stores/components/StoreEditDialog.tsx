import { useMessages } from '../../i18n';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { FormActions } from '../../ui/FormActions';
import { ErrorState } from '../../ui/ErrorState';
import { Spinner } from '../../ui/Spinner';
import { useConfirmedDelete } from '../../ui/useConfirmedDelete';
import { errorMessage } from '../../api';
import { isFullStore, useDeleteStore, useInvalidateStores, useStore, type StoreFull } from '../api/useStores';
import { useStoreForm } from '../hooks/useStoreForm';
import { StoreFields } from './StoreFields';

/** The store edit popup: every field, staged photo changes, register / cancel / delete (spec §2). */
export function StoreEditDialog({ storeId, onClose }: { storeId: number | null; onClose: () => void }) {
  const t = useMessages();
  const store = useStore(storeId);
  const full = store.data && isFullStore(store.data) ? store.data : undefined;
  return (
    <Dialog open={storeId !== null} onClose={onClose} title={t.storeEditTitle} size="lg">
      {store.isLoading && <Spinner />}
      {store.isError && (
        <ErrorState message={errorMessage(store.error, t)} onRetry={() => void store.refetch()} />
      )}
      {full && <StoreEditForm key={full.id} store={full} onClose={onClose} />}
    </Dialog>
  );
}

function StoreEditForm({ store, onClose }: { store: StoreFull; onClose: () => void }) {
  const t = useMessages();
  const confirmDelete = useConfirmedDelete();
  const form = useStoreForm({ store, code: store.code, onSaved: onClose });
  const remove = useDeleteStore();
  const invalidate = useInvalidateStores();

  const onDelete = () =>
    confirmDelete({
      message: t.storeDeleteWarning,
      remove: async () => {
        await remove.mutateAsync({ params: { path: { id: store.id } } });
        await invalidate();
      },
      success: t.successfullyDeleted,
      onDone: onClose,
    });

  return (
    <form onSubmit={(event) => void form.onSubmit(event)} noValidate>
      <StoreFields store={form} />
      <FormActions
        start={
          <Button variant="danger" onClick={() => void onDelete()} busy={remove.isPending}>
            {t.delete}
          </Button>
        }
      >
        <Button onClick={onClose}>{t.cancel}</Button>
        <Button type="submit" variant="primary" busy={form.saving}>
          {t.register}
        </Button>
      </FormActions>
    </form>
  );
}
