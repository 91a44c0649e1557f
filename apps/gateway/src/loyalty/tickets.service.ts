import { Inject, Injectable } from '@nestjs/common';
import {
  DeletedView,
  GrantTicketRequest,
  LoyaltyRequests,
  TicketUsedView,
  TicketView,
} from '@stamp/contracts';
import { BUS, GatewayBus } from '../http/bus-client';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { AdminCaller, MemberCaller, busOptions } from '../http/caller';

/** A member's tickets, and the administrator's ticket by hand. */
@Injectable()
export class TicketsService {
  constructor(@Inject(BUS) private readonly bus: GatewayBus) {}

  list(caller: MemberCaller): Promise<TicketView[]> {
    return this.bus.request(
      LoyaltyRequests.listTickets,
      { memberNo: caller.principal.memberNo },
      busOptions(caller),
    );
  }

  one(caller: MemberCaller, ticketId: number): Promise<TicketView> {
    return this.bus.request(
      LoyaltyRequests.getTicket,
      { memberNo: caller.principal.memberNo, ticketId },
      busOptions(caller),
    );
  }

  use(
    caller: MemberCaller,
    ticketId: number,
    password: string,
    /** The Idempotency-Key header as sent (checked here). */
    idempotencyKey: string | undefined,
  ): Promise<TicketUsedView> {
    return this.bus.request(
      LoyaltyRequests.useTicket,
      {
        memberNo: caller.principal.memberNo,
        ticketId,
        password,
        idempotencyKey: idempotencyKeyOf(idempotencyKey),
      },
      busOptions(caller),
    );
  }

  remove(caller: MemberCaller, ticketId: number): Promise<DeletedView> {
    return this.bus.request(
      LoyaltyRequests.deleteTicket,
      { memberNo: caller.principal.memberNo, ticketId },
      busOptions(caller),
    );
  }

  grant(caller: AdminCaller, body: GrantTicketRequest): Promise<TicketView> {
    return this.bus.request(
      LoyaltyRequests.grantTicket,
      { memberNo: body.user_id, store_id: body.store_id, adminId: caller.principal.adminId },
      busOptions(caller),
    );
  }
}
