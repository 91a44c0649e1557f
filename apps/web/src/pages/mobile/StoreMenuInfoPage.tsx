import { ROUTES } from '../../routes';
import { useMessages, usePageTitle } from '../../modules/i18n';
import { MobileScreen } from '../../modules/mobile-shell';
import { StoreInfoEditor, useStoreMenuId } from '../../modules/store-owner';

export function StoreMenuInfoPage() {
  const t = useMessages();
  usePageTitle(t.ownerStoreInfo);
  const storeId = useStoreMenuId();
  return (
    <MobileScreen title={t.ownerStoreInfo} backTo={ROUTES.storeMenu(storeId)}>
      <StoreInfoEditor storeId={storeId} />
    </MobileScreen>
  );
}
