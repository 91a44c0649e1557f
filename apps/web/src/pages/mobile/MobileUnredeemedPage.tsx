import { UnredeemedList } from '../../modules/tickets/components/UnredeemedList';
import { useMessages } from '../../modules/i18n/useMessages';
import { usePageTitle } from '../../modules/i18n/usePageTitle';

/** `/unredeemed`: the member's tickets not used yet. */
export function MobileUnredeemedPage() {
  const t = useMessages();
  usePageTitle(t.unredeemedTitle);
  return <UnredeemedList />;
}
