import { Injectable, OnModuleInit } from '@nestjs/common';
import { LoyaltyRequests } from '@stamp/contracts';
import { MessageRouter } from '@stamp/server-kit/service';
import { TicketsService } from './tickets.service';

/** The ticket message handlers: one line each, the rules live in TicketsService. */
@Injectable()
export class TicketsController implements OnModuleInit {
  constructor(
    private readonly router: MessageRouter,
    private readonly tickets: TicketsService,
  ) {}

  onModuleInit(): void {
    this.router.handle(LoyaltyRequests.listTickets, (r) => this.tickets.list(r.memberNo));
    this.router.handle(LoyaltyRequests.getTicket, (r) => this.tickets.get(r.memberNo, r.ticketId));
    this.router.handle(LoyaltyRequests.useTicket, (r) => this.tickets.use(r));
    this.router.handle(LoyaltyRequests.deleteTicket, (r) => this.tickets.delete(r.memberNo, r.ticketId));
    this.router.handle(LoyaltyRequests.grantTicket, (r) => this.tickets.grant(r));
  }
}
