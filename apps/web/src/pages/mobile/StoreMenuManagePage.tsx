import { ROUTES } from '../../routes';
import { useMessages } from '../../modules/i18n/useMessages';
import { MobileScreen } from '../../modules/mobile-shell/components/MobileScreen';
import { MissionManager } from '../../modules/store-owner/components/MissionManager';
import { useStoreMenuId } from '../../modules/store-owner/hooks/useStoreMenuId';
import { usePageTitle } from '../../modules/i18n/usePageTitle';

export function StoreMenuManagePage() {
  const t = useMessages();
  usePageTitle(t.ownerManageCoupons);
  const storeId = useStoreMenuId();
  return (
    <MobileScreen title={t.ownerManageCoupons} backTo={ROUTES.storeMenu(storeId)}>
      <MissionManager storeId={storeId} />
    </MobileScreen>
  );
}
