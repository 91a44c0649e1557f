import { UnredeemedList } from '../../modules/tickets';
import { useMessages, usePageTitle } from '../../modules/i18n';

/** `/unredeemed`: the member's tickets not used yet. */
export function MobileUnredeemedPage() {
  const t = useMessages();
  usePageTitle(t.unredeemedTitle);
  return <UnredeemedList />;
}
