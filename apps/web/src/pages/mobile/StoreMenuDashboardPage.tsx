import { StoreDashboard } from '../../modules/store-owner/components/StoreDashboard';
import { useStoreMenuId } from '../../modules/store-owner/hooks/useStoreMenuId';
import { useMessages } from '../../modules/i18n/useMessages';
import { usePageTitle } from '../../modules/i18n/usePageTitle';

export function StoreMenuDashboardPage() {
  const t = useMessages();
  usePageTitle(t.ownerMenuBrand);
  return (
    <main>
      <StoreDashboard storeId={useStoreMenuId()} />
    </main>
  );
}
