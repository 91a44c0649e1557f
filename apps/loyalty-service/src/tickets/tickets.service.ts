import { Inject, Injectable } from '@nestjs/common';
import {
  DeletedView,
  GrantTicketMessage,
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
import { PasswordGuard } from '../guessing/password-guard';
import { IdempotencyService, idempotentRequest, replayed } from '../idempotency/idempotency.service';
import { ticketDeletedEntry } from '../ledger/ledger-entries';
import { LedgerRepository } from '../ledger/ledger.repository';
import { LoyaltyErrors } from '../loyalty.errors';
import { STORE_DIRECTORY, StoreDirectory } from '../stores/store-directory';
import { StampPasswordChecker, credentialOf } from '../stores/stamp-password-checker';
import { StoreSnapshotsRepository } from '../stores/store-snapshots.repository';
import { toTicketView } from './ticket.mapper';
import {
  NewRedemption,
  RedeemAnswerJson,
  RedeemKeyClaimed,
  RedeemOutcome,
  TicketWithStore,
  TicketsRepository,
  redeemOutcomeOf,
} from './tickets.repository';

const NOT_YOUR_TICKET = 'This ticket belongs to another member.';

/** Tickets: made by a full card (or an administrator), redeemed once with the store's password. */
@Injectable()
export class TicketsService {
  constructor(
    private readonly tickets: TicketsRepository,
    private readonly ledger: LedgerRepository,
    private readonly stores: StoreSnapshotsRepository,
    private readonly guard: PasswordGuard,
    private readonly passwords: StampPasswordChecker,
    private readonly idempotency: IdempotencyService,
    private readonly unitOfWork: UnitOfWork,
    @Inject(STORE_DIRECTORY) private readonly directory: StoreDirectory,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
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
   * Redeems the ticket at its store, once, whether the phone sends an Idempotency-Key or not: one statement
   * (`loyalty.redeem_ticket`, src/sql/redeem-ticket.sql) replays a used key, checks the ticket, its owner,
   * that it is unused, the member's record at the store (the lockout before the password) and the password
   * against the verifiers it is known to match, then marks it used and writes its receipt and
   * ticket.redeemed (the store service counts it), storing the answer under the key. When the password is
   * not known it changes nothing and the full checks answer: the member's own unused ticket, the lockout,
   * the store's password (against the verifier in the store read model), then the same statement with the
   * password checked.
   */
  async use(message: UseTicketMessage): Promise<TicketUsedView> {
    const request = idempotentRequest('use-ticket', message, [message.ticketId, message.password]);
    const redemption: NewRedemption = {
      ticketId: message.ticketId,
      memberNo: message.memberNo,
      verifiers: this.passwords.knownVerifiers(message.password),
      event: this.unitOfWork.eventOrigin(),
      idempotency: request ? this.idempotency.keyOf(request) : null,
    };
    try {
      const outcome = await this.announced(this.tickets.redeem(redemption));
      if (outcome.outcome !== 'check') {
        return await this.settle(outcome);
      }
      return await this.idempotency.keepRefusal(request, () => this.redeemChecked(message, redemption));
    } catch (error) {
      if (error instanceof RedeemKeyClaimed && request) {
        return this.idempotency.replayWinner<TicketUsedView>(request, (response) =>
          this.settle(redeemOutcomeOf(response as RedeemAnswerJson)),
        );
      }
      throw error;
    }
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

  /** The full checks, in the order of the statement's, then the redemption with the password checked. */
  private async redeemChecked(message: UseTicketMessage, redemption: NewRedemption): Promise<TicketUsedView> {
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
    // The password was checked just now: the statement need not check it again.
    const checked: NewRedemption = { ...redemption, verifiers: null };
    if (!hadFailures) {
      return this.settle(await this.announced(this.tickets.redeem(checked)));
    }
    // The right password clears the member's wrong ones there, with the redemption.
    const outcome = this.unitOfWork.run(async (tx) => {
      const redeemed = await this.tickets.redeem(checked, tx);
      if (redeemed.outcome === 'redeemed') {
        await this.guard.clear(message.memberNo, ticket.storeId, tx);
      }
      return redeemed;
    });
    return this.settle(await this.announced(outcome));
  }

  /** The outcome of a committed statement; a redemption made wakes the outbox relay for its event. */
  private async announced(statement: Promise<RedeemOutcome>): Promise<RedeemOutcome> {
    const outcome = await statement;
    if (outcome.outcome === 'redeemed') {
      this.unitOfWork.recorded();
    }
    return outcome;
  }

  /** The answer of one call of the statement. */
  private settle(outcome: RedeemOutcome): Promise<TicketUsedView> {
    switch (outcome.outcome) {
      case 'redeemed':
        return Promise.resolve({
          message: MESSAGES.couponUsed,
          ticket: toTicketView(outcome.used.ticket, outcome.used.store),
        });
      case 'replay':
        return 'of' in outcome ? this.settle(outcome.of) : replayed(outcome.reply);
      case 'not_owner':
        return Promise.reject(LoyaltyErrors.notOwner(NOT_YOUR_TICKET));
      case 'conflict':
        return Promise.reject(LoyaltyErrors.idempotencyConflict());
      case 'not_found':
      case 'check':
        // 'check' answers only a password nobody checked, which the caller then checks: it never comes here.
        return Promise.reject(LoyaltyErrors.ticketNotFound());
    }
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
