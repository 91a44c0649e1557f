import { ROUTES } from '../../routes';
import { useMessages, usePageTitle } from '../../modules/i18n';
import { MobileScreen } from '../../modules/mobile-shell';
import { StampCodeCounter, useStoreMenuId } from '../../modules/store-owner';

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
