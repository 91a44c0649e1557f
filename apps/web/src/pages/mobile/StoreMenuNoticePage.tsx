import { Link } from 'react-router-dom';

import { ROUTES } from '../../routes';
import { useMessages } from '../../modules/i18n/useMessages';
import { MobileScreen } from '../../modules/mobile-shell/components/MobileScreen';
import { NoticeList } from '../../modules/store-owner/components/NoticeList';
import styles from '../../modules/store-owner/components/NoticeList.module.css';
import { useStoreMenuId } from '../../modules/store-owner/hooks/useStoreMenuId';
import { usePageTitle } from '../../modules/i18n/usePageTitle';

export function StoreMenuNoticePage() {
  const t = useMessages();
  usePageTitle(t.ownerStoreNotice);
  const storeId = useStoreMenuId();
  return (
    <MobileScreen
      title={t.ownerStoreNotice}
      backTo={ROUTES.storeMenu(storeId)}
      action={
        <Link to={ROUTES.storeMenuScreen(storeId, 'notice/write')} className={styles.write}>
          {t.ownerNoticeWrite}
        </Link>
      }
    >
      <NoticeList storeId={storeId} />
    </MobileScreen>
  );
}
