import { Injectable } from '@nestjs/common';
import { AddStampMessage, StampResultView } from '@stamp/contracts';
import { requestContext } from '@stamp/server-kit/logging';
import { LruMap } from '@stamp/server-kit/memory';
import { UnitOfWork } from '@stamp/server-kit/outbox';
import { MESSAGES } from '@stamp/shared';
import { PasswordGuard } from '../guessing/password-guard';
import { ClaimAnswer, IdempotencyService } from '../idempotency/idempotency.service';
import { LedgerRepository } from '../ledger/ledger.repository';
import { LoyaltyErrors } from '../loyalty.errors';
import { MissionCalendar } from '../missions/mission-calendar';
import { StampPasswordChecker } from '../stores/stamp-password-checker';
import { toTicketView } from '../tickets/ticket.mapper';
import { TicketsRepository } from '../tickets/tickets.repository';
import { toCouponView } from './coupon.mapper';
import { CouponWithMission, CouponsRepository, StampedCoupon } from './coupons.repository';
import { NOT_YOUR_COUPON } from './coupons.service';

/**
 * Stamping (api-contract.md): the member's own card, an active mission, the store's password (checked against
 * the verifier in the store read model, before any transaction), then one stamp in one transaction with its
 * receipt; the last stamp deletes the card and makes its ticket in that same transaction.
 */
/** Cards whose store this process remembers (a card never changes mission, a mission never changes store). */
const KNOWN_CARDS = 100_000;

@Injectable()
export class StampingService {
  /** Card id → its store, for the one-statement stamp. */
  private readonly cardStores = new LruMap<number, number>(KNOWN_CARDS);

  constructor(
    private readonly coupons: CouponsRepository,
    private readonly tickets: TicketsRepository,
    private readonly ledger: LedgerRepository,
    private readonly guard: PasswordGuard,
    private readonly idempotency: IdempotencyService,
    private readonly unitOfWork: UnitOfWork,
    private readonly calendar: MissionCalendar,
    private readonly passwords: StampPasswordChecker,
  ) {}

  async addStamp(message: AddStampMessage): Promise<StampResultView> {
    const request = message.idempotencyKey
      ? {
          userId: message.bbsNo,
          key: message.idempotencyKey,
          operation: 'add-stamp',
          fingerprint: [message.couponId, message.password],
        }
      : undefined;
    return this.idempotency.run(request, (claim) => this.stamp(message, claim));
  }

  private async stamp(message: AddStampMessage, claim: ClaimAnswer): Promise<StampResultView> {
    if (!message.idempotencyKey) {
      const quick = await this.stampKnownCard(message);
      if (quick) {
        return quick;
      }
    }
    const epoch = this.guard.epoch();
    const target = await this.coupons.findStampTarget(message.couponId);
    if (!target) {
      throw LoyaltyErrors.couponNotFound();
    }
    const { card } = target;
    this.cardStores.set(card.coupon.id, card.mission.storeId);
    if (card.coupon.userId !== message.bbsNo) {
      throw LoyaltyErrors.notOwner(NOT_YOUR_COUPON);
    }
    if (!this.calendar.isActive(card.mission)) {
      throw LoyaltyErrors.missionInactive();
    }
    const storeId = card.mission.storeId;
    const { hadFailures } = await this.guard.verify(
      message.bbsNo,
      storeId,
      message.password,
      card.store?.stampPasswordVerifier ?? null,
      { guard: target.guard, epoch },
    );
    const requestId = requestContext.requestId() ?? null;
    if (!message.idempotencyKey && !hadFailures) {
      // The common case in one statement; the last stamp (and anything to record with it) takes the transaction.
      const stamped = await this.coupons.addStampBelowLast(card.coupon.id, message.bbsNo, {
        storeId,
        requestId,
      });
      if (stamped) {
        return this.stampAdded(card, stamped);
      }
    }
    return this.unitOfWork.run(async (tx) => {
      const stamped = await this.coupons.addStamp(card.coupon.id, message.bbsNo, tx);
      if (!stamped) {
        // Completed (or deleted) by a request that got there first.
        throw LoyaltyErrors.couponNotFound();
      }
      if (hadFailures) {
        await this.guard.clear(message.bbsNo, storeId, tx);
      }
      const receipt = {
        kind: 'stamp' as const,
        userId: message.bbsNo,
        storeId,
        missionId: card.mission.id,
        couponId: card.coupon.id,
        stampCount: stamped.stampCount,
        requestId,
      };
      let answer: StampResultView;
      if (stamped.stampCount >= stamped.maxStampCount) {
        await this.coupons.delete(card.coupon.id, message.bbsNo, tx);
        const ticket = await this.tickets.insert(
          { userId: message.bbsNo, storeId, missionId: card.mission.id, couponId: card.coupon.id },
          tx,
        );
        await this.ledger.append({ ...receipt, ticketId: ticket.id }, tx);
        answer = {
          completed: true,
          message: MESSAGES.missionComplete,
          ticket: toTicketView(ticket, card.store),
        };
      } else {
        await this.ledger.append(receipt, tx);
        answer = this.stampAdded(card, stamped);
      }
      await claim(tx, answer);
      return answer;
    });
  }

  /**
   * The common stamp, in one statement and no other round trip: a card this process has seen (so its store
   * is known) and a password its memo knows for that store. The statement checks everything else against
   * the database at once (docs/stamping.md); when anything is off — the last stamp, a paused or expired
   * mission, a changed password, wrong passwords on record, another member's card — it changes nothing and
   * the full path below answers.
   */
  private async stampKnownCard(message: AddStampMessage): Promise<StampResultView | null> {
    const storeId = this.cardStores.get(message.couponId);
    if (storeId === undefined) {
      return null;
    }
    const verifier = this.passwords.rememberedVerifier(storeId, message.password);
    if (verifier === null) {
      return null;
    }
    const stamped = await this.coupons.stampKnownCard({
      couponId: message.couponId,
      userId: message.bbsNo,
      storeId,
      verifier,
      today: this.calendar.today(),
      requestId: requestContext.requestId() ?? null,
    });
    return stamped ? this.stampAdded(stamped, stamped) : null;
  }

  private stampAdded(card: CouponWithMission, stamped: StampedCoupon): StampResultView {
    const coupon = Object.assign(card.coupon, {
      stampCount: stamped.stampCount,
      updatedAt: stamped.updatedAt,
    });
    return {
      completed: false,
      message: MESSAGES.stampAdded,
      coupon: toCouponView({ ...card, coupon }, true),
    };
  }
}
