import { ROUTES } from '../../routes';
import { useMessages, usePageTitle } from '../../modules/i18n';
import { MobileScreen } from '../../modules/mobile-shell';
import { NoticeWriteForm, useStoreMenuId } from '../../modules/store-owner';

export function StoreMenuNoticeWritePage() {
  const t = useMessages();
  usePageTitle(t.ownerNoticeWriteTitle);
  const storeId = useStoreMenuId();
  return (
    <MobileScreen title={t.ownerNoticeWriteTitle} backTo={ROUTES.storeMenuScreen(storeId, 'notice')}>
      <NoticeWriteForm storeId={storeId} />
    </MobileScreen>
  );
}
