import { dataOf, type Schema } from '@stamp/api-client';

import { api, apiClient } from '../../api';

export type TicketView = Schema<'TicketView'>;
export type TicketUsedView = Schema<'TicketUsedView'>;

/** GET /api/v1/tickets/member={bbs_no}: the member's tickets, newest first (is_used tells the redeemed ones). */
export function useMemberTickets(bbsNo: number | null) {
  return api.useQuery(
    'get',
    '/api/v1/tickets/member={bbs_no}',
    { params: { path: { bbs_no: bbsNo ?? 0 } } },
    { enabled: bbsNo !== null },
  );
}

/** GET /api/v1/ticket/ticket_id={id}: one of the member's tickets. */
export function useTicket(ticketId: number) {
  return api.useQuery('get', '/api/v1/ticket/ticket_id={id}', { params: { path: { id: ticketId } } });
}

/** PUT /api/v1/ticket/use/ticket_id={id} with the store's password and the tap's Idempotency-Key. */
export async function redeemTicket(
  ticketId: number,
  password: string,
  idempotencyKey: string,
): Promise<TicketUsedView> {
  return dataOf(
    await apiClient.PUT('/api/v1/ticket/use/ticket_id={id}', {
      params: { path: { id: ticketId }, header: { 'Idempotency-Key': idempotencyKey } },
      body: { password },
    }),
  );
}
