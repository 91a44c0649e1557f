import { ROUTES } from '../../routes';
import { useMessages } from '../../modules/i18n/useMessages';
import { usePageTitle } from '../../modules/i18n/usePageTitle';
import { MobileScreen } from '../../modules/mobile-shell/components/MobileScreen';
import { OwnerDashboard } from '../../modules/store-owner/components/OwnerDashboard';
import { useStoreMenuId } from '../../modules/store-owner/hooks/useStoreMenuId';

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
