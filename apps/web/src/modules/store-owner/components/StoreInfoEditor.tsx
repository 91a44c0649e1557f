import { QueryGate } from '../../mobile-shell';
import { isFullStore, useStore } from '../../stores';
import { StoreInfoForm } from './StoreInfoForm';

/** Loads the store's full record (the owner's token gets it), then the form. */
export function StoreInfoEditor({ storeId }: { storeId: number }) {
  const store = useStore(storeId);
  return (
    <QueryGate query={store}>
      {(data) => (isFullStore(data) ? <StoreInfoForm store={data} /> : null)}
    </QueryGate>
  );
}
