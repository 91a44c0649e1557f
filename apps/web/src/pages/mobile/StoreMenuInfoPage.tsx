import { ROUTES } from '../../routes';
import { useMessages } from '../../modules/i18n/useMessages';
import { MobileScreen } from '../../modules/mobile-shell/components/MobileScreen';
import { StoreInfoEditor } from '../../modules/store-owner/components/StoreInfoEditor';
import { useStoreMenuId } from '../../modules/store-owner/hooks/useStoreMenuId';
import { usePageTitle } from '../../modules/i18n/usePageTitle';

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
