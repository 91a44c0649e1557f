import { ROUTES } from '../../routes';
import { useMessages } from '../../modules/i18n/useMessages';
import { MobileScreen } from '../../modules/mobile-shell/components/MobileScreen';
import { OwnerPushForm } from '../../modules/store-owner/components/OwnerPushForm';
import { useStoreMenuId } from '../../modules/store-owner/hooks/useStoreMenuId';

export function StoreMenuPushPage() {
  const t = useMessages();
  return (
    <MobileScreen title={t.ownerPushMessage} backTo={ROUTES.storeMenu(useStoreMenuId())}>
      <OwnerPushForm />
    </MobileScreen>
  );
}
