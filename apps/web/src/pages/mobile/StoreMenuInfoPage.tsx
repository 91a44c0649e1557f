import { ROUTES } from '../../routes';
import { useMessages } from '../../modules/i18n/useMessages';
import { MobileScreen } from '../../modules/mobile-shell/components/MobileScreen';
import { StoreInfoEditor } from '../../modules/store-owner/components/StoreInfoEditor';
import { useStoreMenuId } from '../../modules/store-owner/hooks/useStoreMenuId';

export function StoreMenuInfoPage() {
  const t = useMessages();
  const storeId = useStoreMenuId();
  return (
    <MobileScreen title={t.ownerStoreInfo} backTo={ROUTES.storeMenu(storeId)}>
      <StoreInfoEditor storeId={storeId} />
    </MobileScreen>
  );
}
