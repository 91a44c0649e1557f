import { ROUTES } from '../../routes';
import { useMessages } from '../../modules/i18n/useMessages';
import { MobileScreen } from '../../modules/mobile-shell/components/MobileScreen';
import { QueryGate } from '../../modules/mobile-shell/components/QueryGate';
import { OwnerPushForm } from '../../modules/store-owner/components/OwnerPushForm';
import { useStoreMenuId } from '../../modules/store-owner/hooks/useStoreMenuId';
import { useStore } from '../../modules/stores/api/useStores';
import { usePageTitle } from '../../modules/i18n/usePageTitle';

export function StoreMenuPushPage() {
  const t = useMessages();
  usePageTitle(t.ownerPushMessage);
  const storeId = useStoreMenuId();
  const store = useStore(storeId);
  return (
    <MobileScreen title={t.ownerPushMessage} backTo={ROUTES.storeMenu(storeId)}>
      <QueryGate query={store}>{(data) => <OwnerPushForm region={data.region} />}</QueryGate>
    </MobileScreen>
  );
}
