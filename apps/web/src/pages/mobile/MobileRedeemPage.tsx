import { useParams } from 'react-router-dom';

import { RedeemTicket } from '../../modules/tickets';
import { NotFoundPage } from '../NotFoundPage';
import { routeId } from './routeIds';
import { useMessages, usePageTitle } from '../../modules/i18n';

/** `/store/coupon/{id}/use/{ticket_id}`: redeem a ticket with the store's password. */
export function MobileRedeemPage() {
  const t = useMessages();
  usePageTitle(t.pageTitleRedeem);
  const params = useParams();
  const ticketId = routeId(params.ticketId);
  return ticketId === null || routeId(params.id) === null ? (
    <NotFoundPage />
  ) : (
    <RedeemTicket key={ticketId} ticketId={ticketId} />
  );
}
