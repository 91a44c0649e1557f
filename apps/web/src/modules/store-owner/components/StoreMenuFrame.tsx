import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useNavigate } from 'react-router-dom';

import { ROUTES } from '../../../routes';
import { useMessages } from '../../i18n';
import { LogoutIcon, mobileLayoutStyles as layoutStyles } from '../../mobile-shell';
import { endServerSession, anyStoreOwnerToken, clearStoreOwnerLogin } from '../../session';
import { StampMark } from '../../ui/StampMark';
import styles from './StoreMenuFrame.module.css';

/** The store menu's frame: the product and 'Store menu' in the header, and a way out of the owner's session. */
export function StoreMenuFrame() {
  const t = useMessages();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const exit = () => {
    endServerSession(anyStoreOwnerToken());
    clearStoreOwnerLogin();
    queryClient.clear();
    void navigate(ROUTES.mobileHome, { replace: true });
  };
  return (
    <div className={layoutStyles.frame}>
      <header className={`${layoutStyles.header} ${styles.header}`}>
        <span className={layoutStyles.brand}>
          <StampMark size="sm" />
          <span>{t.ownerMenuBrand}</span>
        </span>
        <button type="button" className={styles.exit} onClick={exit}>
          <LogoutIcon />
          <span>{t.ownerExit}</span>
        </button>
      </header>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
