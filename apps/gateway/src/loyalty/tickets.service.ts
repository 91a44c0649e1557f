import { Injectable } from '@nestjs/common';
import {
  DeletedView,
  GrantTicketRequest,
  LoyaltyRequests,
  TicketUsedView,
  TicketView,
} from '@stamp/contracts';
import { CallerBus } from '../http/caller-bus';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { AdminCaller, MemberCaller } from '../http/caller';
import { StampPasswordBudget } from '../rate-limit/stamp-password-budget';

/** A member's tickets, and the administrator's ticket by hand. */
@Injectable()
export class TicketsService {
  constructor(
    private readonly bus: CallerBus,
    private readonly budget: StampPasswordBudget,
  ) {}

  list(caller: MemberCaller): Promise<TicketView[]> {
    return this.bus.requestAs(caller, LoyaltyRequests.listTickets, { memberNo: caller.principal.memberNo });
  }

  one(caller: MemberCaller, ticketId: number): Promise<TicketView> {
    return this.bus.requestAs(caller, LoyaltyRequests.getTicket, {
      memberNo: caller.principal.memberNo,
      ticketId,
    });
  }

  /** A redemption; one refused for its password counts against the caller's address (StampPasswordBudget). */
  use(
    caller: MemberCaller,
    ticketId: number,
    password: string,
    /** The Idempotency-Key header as sent (checked here). */
    idempotencyKey: string | undefined,
  ): Promise<TicketUsedView> {
    return this.budget.attempt(caller.ip, () =>
      this.bus.requestAs(caller, LoyaltyRequests.useTicket, {
        memberNo: caller.principal.memberNo,
        ticketId,
        password,
        idempotencyKey: idempotencyKeyOf(idempotencyKey),
      }),
    );
  }

  remove(caller: MemberCaller, ticketId: number): Promise<DeletedView> {
    return this.bus.requestAs(caller, LoyaltyRequests.deleteTicket, {
      memberNo: caller.principal.memberNo,
      ticketId,
    });
  }

  grant(caller: AdminCaller, body: GrantTicketRequest): Promise<TicketView> {
    return this.bus.requestAs(caller, LoyaltyRequests.grantTicket, {
      memberNo: body.user_id,
      store_id: body.store_id,
      adminId: caller.principal.adminId,
    });
  }
}
