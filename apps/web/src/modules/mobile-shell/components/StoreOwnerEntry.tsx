import { useState } from 'react';

import { useMessages } from '../../i18n/useMessages';
import { OwnerSignInForm } from '../../store-owner/components/OwnerSignInForm';
import { StoreCodeForm } from '../../store-owner/components/StoreCodeForm';
import type { FoundStore } from '../../store-owner/hooks/useStoreCodeForm';
import { GearIcon } from './MobileIcons';
import { MobileDialog } from './MobileDialog';
import styles from './StoreOwnerEntry.module.css';

/**
 * Spec §2: the gear icon of the home page opens a sheet asking for the store code; a known code leads to the
 * owner's sign-in, and that to the store menu.
 */
export function StoreOwnerEntry() {
  const t = useMessages();
  const [open, setOpen] = useState(false);
  const [store, setStore] = useState<FoundStore | null>(null);
  const close = () => {
    setOpen(false);
    setStore(null);
  };
  return (
    <>
      <button
        type="button"
        className={styles.gear}
        aria-label={t.ownerEntry}
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
        }}
      >
        <GearIcon />
      </button>
      {open && (
        <MobileDialog title={store ? t.ownerSignInTitle : t.ownerEntry} onClose={close}>
          {store ? <OwnerSignInForm key={store.id} store={store} /> : <StoreCodeForm onFound={setStore} />}
          <button type="button" className={styles.cancel} onClick={close}>
            {t.mobileCancel}
          </button>
        </MobileDialog>
      )}
    </>
  );
}
