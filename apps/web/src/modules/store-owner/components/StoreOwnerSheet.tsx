import { useState } from 'react';

import { useMessages } from '../../i18n';
import { OwnerSignInForm } from './OwnerSignInForm';
import { StoreCodeForm } from './StoreCodeForm';
import type { FoundStore } from '../hooks/useStoreCodeForm';
import { MobileDialog } from '../../mobile-shell';
import styles from './StoreOwnerEntry.module.css';

/**
 * The sheet behind the home's gear icon (spec §2): the store code, then for a known code the owner's
 * sign-in, which leads to the store menu. Its own lazy chunk, loaded on the first tap of the gear.
 */
export function StoreOwnerSheet({ onClose }: { onClose: () => void }) {
  const t = useMessages();
  const [store, setStore] = useState<FoundStore | null>(null);
  return (
    <MobileDialog title={store ? t.ownerSignInTitle : t.ownerEntry} onClose={onClose}>
      {store ? <OwnerSignInForm key={store.id} store={store} /> : <StoreCodeForm onFound={setStore} />}
      <button type="button" className={styles.cancel} onClick={onClose}>
        {t.mobileCancel}
      </button>
    </MobileDialog>
  );
}
