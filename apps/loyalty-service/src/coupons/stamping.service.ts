import { Injectable } from '@nestjs/common';
import { AddStampMessage, DomainError, StampResultView } from '@stamp/contracts';
import { requestContext } from '@stamp/server-kit/logging';
import { LRUCache } from 'lru-cache';
import { UnitOfWork } from '@stamp/server-kit/outbox';
import { MESSAGES } from '@stamp/shared';
import { PasswordGuard } from '../guessing/password-guard';
import { ClaimAnswer, IdempotencyService, idempotentRequest } from '../idempotency/idempotency.service';
import { LoyaltyErrors } from '../loyalty.errors';
import { MissionCalendar } from '../missions/mission-calendar';
import { StampPasswordChecker, credentialOf } from '../stores/stamp-password-checker';
import { toTicketView } from '../tickets/ticket.mapper';
import { toCouponView } from './coupon.mapper';
import { clockTime } from '../calendar-date';
import {
  CouponWithMission,
  CouponsRepository,
  NewStamp,
  Paced,
  Stamped,
  StampedCoupon,
  isPaced,
} from './coupons.repository';
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
  /** Card id → its store, for the one-statement stamp: cards this process has stamped. */
  private readonly cardStores = new LRUCache<number, number>({ max: KNOWN_CARDS });

  constructor(
    private readonly coupons: CouponsRepository,
    private readonly guard: PasswordGuard,
    private readonly idempotency: IdempotencyService,
    private readonly unitOfWork: UnitOfWork,
    private readonly calendar: MissionCalendar,
    private readonly passwords: StampPasswordChecker,
  ) {}

  async addStamp(message: AddStampMessage): Promise<StampResultView> {
    const request = idempotentRequest('add-stamp', message, [message.couponId, message.password]);
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
    if (card.coupon.memberNo !== message.memberNo) {
      throw LoyaltyErrors.notOwner(NOT_YOUR_COUPON);
    }
    if (!this.calendar.isActive(card.mission)) {
      throw LoyaltyErrors.missionInactive();
    }
    const storeId = card.mission.storeId;
    const { hadFailures } = await this.guard.verify({
      memberNo: message.memberNo,
      storeId,
      password: message.password,
      ...credentialOf(card.store),
      regular: target.regular,
      addressLockedSeconds: message.addressLockedSeconds,
      known: { guard: target.guard, epoch },
    });
    // The password was checked just now: the statement need not check it again.
    const stamp: NewStamp = {
      couponId: card.coupon.id,
      memberNo: message.memberNo,
      storeId,
      verifier: null,
      today: this.calendar.today(),
      timeZone: this.calendar.timeZone,
      requestId: requestContext.requestId() ?? null,
    };
    let answer: StampResultView;
    if (!message.idempotencyKey && !hadFailures) {
      // Nothing else to record: the one statement is the whole transaction.
      answer = this.answer(card, await this.coupons.stamp(stamp));
    } else {
      // The right password clears the streak even when the pacing refuses the stamp; a refusal for the
      // pacing is not kept for the Idempotency-Key (a retry once the time has come stamps).
      const outcome = await this.unitOfWork.run(async (tx) => {
        const stamped = await this.coupons.stamp(stamp, tx);
        if (hadFailures) {
          await this.guard.clear(message.memberNo, storeId, tx);
        }
        if (isPaced(stamped)) {
          return stamped;
        }
        const made = this.answer(card, stamped);
        await claim(tx, made);
        return made;
      });
      if (isPaced(outcome)) {
        throw this.tooSoon(outcome);
      }
      answer = outcome;
    }
    // The member has stamped here now: their next stamps on this card may take the one statement, which
    // leaves the store's ceiling out (it spares members who have stamped at the store).
    this.cardStores.set(card.coupon.id, storeId);
    return answer;
  }

  /**
   * The common stamp with no other round trip: a card this process has stamped (so its store is known, and
   * its member has stamped there) at a store whose password its memo knows. The statement checks everything else against the database at once
   * (docs/stamping.md); when anything is off — another password than the remembered one, a paused or expired
   * mission, a changed password, wrong passwords or a lockout on record, another member's card — it changes
   * nothing and the full path above answers. It is sent whatever the password: were it sent only for the
   * remembered one, a locked-out member's right password would answer a round trip later than a wrong one.
   */
  private async stampKnownCard(message: AddStampMessage): Promise<StampResultView | null> {
    const storeId = this.cardStores.get(message.couponId);
    if (storeId === undefined) {
      return null;
    }
    const verifier = this.passwords.quickVerifier(storeId, message.password);
    if (verifier === null) {
      return null;
    }
    const stamped = await this.coupons.stamp({
      couponId: message.couponId,
      memberNo: message.memberNo,
      storeId,
      verifier,
      today: this.calendar.today(),
      timeZone: this.calendar.timeZone,
      requestId: requestContext.requestId() ?? null,
    });
    if (stamped === null) {
      return null;
    }
    if (isPaced(stamped)) {
      // Final here too: the statement found the password right and the member's record clean.
      throw this.tooSoon(stamped);
    }
    return this.answer(stamped, stamped);
  }

  /**
   * The answer to a stamp made on `card`; none made means the card went (completed or deleted) meanwhile;
   * a paced one is refused with the time of the next (docs/stamping.md "Pacing").
   */
  private answer(card: CouponWithMission, stamped: Stamped | Paced | null): StampResultView {
    if (isPaced(stamped)) {
      throw this.tooSoon(stamped);
    }
    if (!stamped) {
      throw LoyaltyErrors.couponNotFound();
    }
    if (stamped.ticket) {
      return {
        completed: true,
        message: MESSAGES.missionComplete,
        ticket: toTicketView(stamped.ticket, card.store),
      };
    }
    return this.stampAdded(card, stamped);
  }

  /** 429: the time of the next stamp in the mission time zone, and Retry-After until then. */
  private tooSoon({ nextStampAt }: Paced): DomainError {
    const seconds = Math.ceil((nextStampAt.getTime() - this.calendar.now().getTime()) / 1000);
    return LoyaltyErrors.stampTooSoon(
      nextStampAt,
      clockTime(nextStampAt, this.calendar.timeZone),
      Math.max(1, seconds),
    );
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
