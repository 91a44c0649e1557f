import { ROUTES } from '../../routes';
import { useMessages, usePageTitle } from '../../modules/i18n';
import { MobileScreen } from '../../modules/mobile-shell';
import { MissionManager, useStoreMenuId } from '../../modules/store-owner';

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
