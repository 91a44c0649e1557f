import { ROUTES } from '../../routes';
import { useMessages } from '../../modules/i18n/useMessages';
import { usePageTitle } from '../../modules/i18n/usePageTitle';
import { MobileScreen } from '../../modules/mobile-shell/components/MobileScreen';
import { StampCodeCounter } from '../../modules/store-owner/components/StampCodeCounter';
import { useStoreMenuId } from '../../modules/store-owner/hooks/useStoreMenuId';

/** Store menu → Stamp code: the rotating code for the counter (a store in rotating mode). */
export function StoreMenuStampCodePage() {
  const t = useMessages();
  usePageTitle(t.ownerStampCode);
  const storeId = useStoreMenuId();
  return (
    <MobileScreen title={t.ownerStampCode} backTo={ROUTES.storeMenu(storeId)}>
      <StampCodeCounter storeId={storeId} />
    </MobileScreen>
  );
}
