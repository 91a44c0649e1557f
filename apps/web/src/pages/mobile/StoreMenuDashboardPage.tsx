import { StoreDashboard } from '../../modules/store-owner/components/StoreDashboard';
import { useStoreMenuId } from '../../modules/store-owner/hooks/useStoreMenuId';

export function StoreMenuDashboardPage() {
  return (
    <main>
      <StoreDashboard storeId={useStoreMenuId()} />
    </main>
  );
}
