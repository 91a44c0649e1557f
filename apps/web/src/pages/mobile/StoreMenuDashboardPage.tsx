import { StoreDashboard, useStoreMenuId } from '../../modules/store-owner';
import { useMessages, usePageTitle } from '../../modules/i18n';

export function StoreMenuDashboardPage() {
  const t = useMessages();
  usePageTitle(t.ownerMenuBrand);
  return (
    <main>
      <StoreDashboard storeId={useStoreMenuId()} />
    </main>
  );
}
