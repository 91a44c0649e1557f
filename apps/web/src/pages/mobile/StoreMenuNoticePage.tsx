import { Link } from 'react-router-dom';

import { ROUTES } from '../../routes';
import { useMessages, usePageTitle } from '../../modules/i18n';
import { MobileScreen } from '../../modules/mobile-shell';
import { NoticeList, noticeListStyles as styles, useStoreMenuId } from '../../modules/store-owner';

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
