import { ROUTES } from '../../routes';
import { useMessages } from '../../modules/i18n/useMessages';
import { MobileScreen } from '../../modules/mobile-shell/components/MobileScreen';
import { NoticeWriteForm } from '../../modules/store-owner/components/NoticeWriteForm';
import { useStoreMenuId } from '../../modules/store-owner/hooks/useStoreMenuId';
import { usePageTitle } from '../../modules/i18n/usePageTitle';

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
