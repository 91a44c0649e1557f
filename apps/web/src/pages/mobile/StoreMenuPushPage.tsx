import { ROUTES } from '../../routes';
import { useMessages, usePageTitle } from '../../modules/i18n';
import { MobileScreen, QueryGate } from '../../modules/mobile-shell';
import { OwnerPushForm, useStoreMenuId } from '../../modules/store-owner';
import { useStore } from '../../modules/stores';

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
