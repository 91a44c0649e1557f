import { Suspense, useState } from 'react';

import { useMessages } from '../../i18n';
import { Spinner } from '../../ui/Spinner';
import { lazyNamed } from '../../ui/lazyNamed';
import { GearIcon } from '../../mobile-shell';
import styles from './StoreOwnerEntry.module.css';

/** The sheet, its forms and the owner's sign-in come on the first tap: the home's first paint draws the gear only. */
const StoreOwnerSheet = lazyNamed(() => import('./StoreOwnerSheet'), 'StoreOwnerSheet');

/**
 * Spec §2: the gear icon of the home page opens a sheet asking for the store code; a known code leads to the
 * owner's sign-in, and that to the store menu.
 */
export function StoreOwnerEntry() {
  const t = useMessages();
  const [open, setOpen] = useState(false);
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
        <Suspense fallback={<Spinner />}>
          <StoreOwnerSheet
            onClose={() => {
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
