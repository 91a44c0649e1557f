import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { LoyaltyRequests, RequestOf, ResponseOf } from '@stamp/contracts';
import { HandlesRequest } from '@stamp/server-kit/service';
import { TicketsService } from './tickets.service';

/** The ticket message handlers: one line each, the rules live in TicketsService. */
@Controller()
export class TicketsController {
  constructor(private readonly tickets: TicketsService) {}

  @HandlesRequest(LoyaltyRequests.listTickets)
  listTickets(
    @Payload() r: RequestOf<typeof LoyaltyRequests.listTickets>,
  ): Promise<ResponseOf<typeof LoyaltyRequests.listTickets>> {
    return this.tickets.list(r.memberNo);
  }

  @HandlesRequest(LoyaltyRequests.getTicket)
  getTicket(
    @Payload() r: RequestOf<typeof LoyaltyRequests.getTicket>,
  ): Promise<ResponseOf<typeof LoyaltyRequests.getTicket>> {
    return this.tickets.get(r.memberNo, r.ticketId);
  }

  @HandlesRequest(LoyaltyRequests.useTicket)
  useTicket(
    @Payload() r: RequestOf<typeof LoyaltyRequests.useTicket>,
  ): Promise<ResponseOf<typeof LoyaltyRequests.useTicket>> {
    return this.tickets.use(r);
  }

  @HandlesRequest(LoyaltyRequests.deleteTicket)
  deleteTicket(
    @Payload() r: RequestOf<typeof LoyaltyRequests.deleteTicket>,
  ): Promise<ResponseOf<typeof LoyaltyRequests.deleteTicket>> {
    return this.tickets.delete(r.memberNo, r.ticketId);
  }

  @HandlesRequest(LoyaltyRequests.grantTicket)
  grantTicket(
    @Payload() r: RequestOf<typeof LoyaltyRequests.grantTicket>,
  ): Promise<ResponseOf<typeof LoyaltyRequests.grantTicket>> {
    return this.tickets.grant(r);
  }
}
