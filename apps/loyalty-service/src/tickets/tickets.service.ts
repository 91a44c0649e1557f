import { Inject, Injectable } from '@nestjs/common';
import {
  DeletedView,
  GrantTicketMessage,
  LoyaltyEvents,
  MemberRequests,
  TicketUsedView,
  TicketView,
  UseTicketMessage,
} from '@stamp/contracts';
import { MessageBus } from '@stamp/server-kit/bus';
import { requestContext } from '@stamp/server-kit/logging';
import { UnitOfWork } from '@stamp/server-kit/outbox';
import { MESSAGE_BUS } from '@stamp/server-kit/service';
import { MESSAGES } from '@stamp/shared';
import { CLOCK, Clock } from '@stamp/server-kit/time';
import { PasswordGuard } from '../guessing/password-guard';
import { ClaimAnswer, IdempotencyService, idempotentRequest } from '../idempotency/idempotency.service';
import { ticketDeletedEntry } from '../ledger/ledger-entries';
import { LedgerRepository } from '../ledger/ledger.repository';
import { LoyaltyErrors } from '../loyalty.errors';
import { STORE_DIRECTORY, StoreDirectory } from '../stores/store-directory';
import { credentialOf } from '../stores/stamp-password-checker';
import { StoreSnapshotsRepository } from '../stores/store-snapshots.repository';
import { toTicketView } from './ticket.mapper';
import { TicketWithStore, TicketsRepository } from './tickets.repository';

const NOT_YOUR_TICKET = 'This ticket belongs to another member.';

/** Tickets: made by a full card (or an administrator), redeemed once with the store's password. */
@Injectable()
export class TicketsService {
  constructor(
    private readonly tickets: TicketsRepository,
    private readonly ledger: LedgerRepository,
    private readonly stores: StoreSnapshotsRepository,
    private readonly guard: PasswordGuard,
    private readonly idempotency: IdempotencyService,
    private readonly unitOfWork: UnitOfWork,
    @Inject(STORE_DIRECTORY) private readonly directory: StoreDirectory,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(memberNo: number): Promise<TicketView[]> {
    return (await this.tickets.listByMember(memberNo)).map(({ ticket, store }) =>
      toTicketView(ticket, store),
    );
  }

  async get(memberNo: number, ticketId: number): Promise<TicketView> {
    const { ticket, store } = await this.ownTicket(memberNo, ticketId);
    return toTicketView(ticket, store);
  }

  /**
   * Redeems the ticket at its store, once: the store's password, then in one transaction the ticket is
   * marked used, its receipt written and ticket.redeemed announced (the store service counts it).
   */
  async use(message: UseTicketMessage): Promise<TicketUsedView> {
    const request = idempotentRequest('use-ticket', message, [message.ticketId, message.password]);
    return this.idempotency.run(request, (claim) => this.redeem(message, claim));
  }

  async delete(memberNo: number, ticketId: number): Promise<DeletedView> {
    await this.ownTicket(memberNo, ticketId);
    await this.unitOfWork.run(async (tx) => {
      const ticket = await this.tickets.delete(ticketId, memberNo, tx);
      if (!ticket) {
        throw LoyaltyErrors.ticketNotFound();
      }
      await this.ledger.append(ticketDeletedEntry(ticket, requestContext.requestId() ?? null), tx);
    });
    return { message: MESSAGES.successfullyDeleted, deleted: true };
  }

  /** An administrator gives a member a ticket (e.g. to settle a missing stamp): both must exist. */
  async grant(message: GrantTicketMessage): Promise<TicketView> {
    const store = await this.directory.find(message.store_id);
    if (!store) {
      throw LoyaltyErrors.storeNotFound();
    }
    await this.bus.request(MemberRequests.getStatus, { memberNo: message.memberNo });
    const ticket = await this.unitOfWork.run(async (tx) => {
      if (!(await this.stores.upsert(store, tx))) {
        // Deleted since the store service answered: store.deleted has been processed already.
        throw LoyaltyErrors.storeNotFound();
      }
      const created = await this.tickets.insert(
        { memberNo: message.memberNo, storeId: message.store_id, missionId: null, couponId: null },
        tx,
      );
      await this.ledger.append(
        {
          kind: 'ticket-granted',
          memberNo: message.memberNo,
          storeId: message.store_id,
          ticketId: created.id,
          adminId: message.adminId,
          requestId: requestContext.requestId() ?? null,
        },
        tx,
      );
      return created;
    });
    return toTicketView(ticket, await this.stores.find(message.store_id));
  }

  private async redeem(message: UseTicketMessage, claim: ClaimAnswer): Promise<TicketUsedView> {
    const { ticket, store } = await this.ownTicket(message.memberNo, message.ticketId);
    if (ticket.isUsed) {
      throw LoyaltyErrors.ticketNotFound();
    }
    // A ticket of the store: its holder completed a card there (or an administrator gave it), so a store
    // at its ceiling still checks their password.
    const { hadFailures } = await this.guard.verify({
      memberNo: message.memberNo,
      storeId: ticket.storeId,
      password: message.password,
      ...credentialOf(store),
      regular: true,
    });
    return this.unitOfWork.run(async (tx) => {
      const used = await this.tickets.markUsed(ticket.id, message.memberNo, this.clock.now(), tx);
      if (!used?.usedAt) {
        throw LoyaltyErrors.ticketNotFound();
      }
      if (hadFailures) {
        await this.guard.clear(message.memberNo, ticket.storeId, tx);
      }
      await this.ledger.append(
        {
          kind: 'redemption',
          memberNo: message.memberNo,
          storeId: used.storeId,
          missionId: used.missionId,
          couponId: used.couponId,
          ticketId: used.id,
          requestId: requestContext.requestId() ?? null,
        },
        tx,
      );
      await tx.emit(LoyaltyEvents.ticketRedeemed, {
        ticket_id: used.id,
        store_id: used.storeId,
        memberNo: used.memberNo,
        redeemedAt: used.usedAt.toISOString(),
      });
      const answer: TicketUsedView = {
        message: MESSAGES.couponUsed,
        ticket: toTicketView(used, store),
      };
      await claim(tx, answer);
      return answer;
    });
  }

  private async ownTicket(memberNo: number, ticketId: number): Promise<TicketWithStore> {
    const found = await this.tickets.findById(ticketId);
    if (!found) {
      throw LoyaltyErrors.ticketNotFound();
    }
    if (found.ticket.memberNo !== memberNo) {
      throw LoyaltyErrors.notOwner(NOT_YOUR_TICKET);
    }
    return found;
  }
}
