import { TicketEntity } from '../tickets/ticket.entity';
import { NewLedgerEntry } from './ledger.repository';

/** The receipt of a ticket deleted before it was used (by its member, or with its member or store). */
export function ticketDeletedEntry(
  ticket: Pick<TicketEntity, 'id' | 'memberNo' | 'storeId' | 'missionId' | 'couponId'>,
  requestId: string | null,
): NewLedgerEntry {
  return {
    kind: 'ticket-deleted',
    memberNo: ticket.memberNo,
    storeId: ticket.storeId,
    missionId: ticket.missionId,
    couponId: ticket.couponId,
    ticketId: ticket.id,
    requestId,
  };
}
