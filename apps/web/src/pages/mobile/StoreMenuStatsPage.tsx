import { ROUTES } from '../../routes';
import { useMessages, usePageTitle } from '../../modules/i18n';
import { MobileScreen } from '../../modules/mobile-shell';
import { OwnerDashboard, useStoreMenuId } from '../../modules/store-owner';

/** The store menu's dashboard: the store's last 30 days and its open guessing alerts. */
export function StoreMenuStatsPage() {
  const t = useMessages();
  usePageTitle(t.ownerDashboard);
  const storeId = useStoreMenuId();
  return (
    <MobileScreen title={t.ownerDashboard} backTo={ROUTES.storeMenu(storeId)}>
      <OwnerDashboard storeId={storeId} />
    </MobileScreen>
  );
}
