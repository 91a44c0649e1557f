import { Injectable } from '@nestjs/common';
import { MemberRefPayload } from '@stamp/contracts';
import { requestContext } from '@stamp/server-kit/logging';
import { EventContext } from '@stamp/server-kit/service';
import { CouponsRepository } from '../coupons/coupons.repository';
import { ticketDeletedEntry } from '../ledger/ledger-entries';
import { LedgerRepository } from '../ledger/ledger.repository';
import { TicketsRepository } from '../tickets/tickets.repository';

/** Follows the member service: a member who left (or was deleted) has no cards or unused tickets any more. */
@Injectable()
export class MemberEventsService {
  constructor(
    private readonly coupons: CouponsRepository,
    private readonly tickets: TicketsRepository,
    private readonly ledger: LedgerRepository,
  ) {}

  /** The cards and unused tickets go, each with a receipt; the ledger itself stays. */
  async onMemberWithdrawn(payload: MemberRefPayload, context: EventContext): Promise<void> {
    const { tx } = context;
    const requestId = requestContext.requestId() ?? context.envelope.id;
    await this.ledger.appendDeletedCards({ memberNo: payload.memberNo }, requestId, tx);
    await this.coupons.deleteAllOfMember(payload.memberNo, tx);
    for (const ticket of await this.tickets.deleteUnusedOfMember(payload.memberNo, tx)) {
      await this.ledger.append(ticketDeletedEntry(ticket, requestId), tx);
    }
  }
}
