import { UnredeemedList } from '../../modules/tickets/components/UnredeemedList';

/** `/unredeemed`: the member's tickets not used yet. */
export function MobileUnredeemedPage() {
  return <UnredeemedList />;
}
