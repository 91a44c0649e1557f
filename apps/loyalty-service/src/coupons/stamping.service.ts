import { Injectable } from '@nestjs/common';
import { AddStampMessage, DomainError, StampResultView } from '@stamp/contracts';
import { requestContext } from '@stamp/server-kit/logging';
import { UnitOfWork } from '@stamp/server-kit/outbox';
import { MESSAGES } from '@stamp/shared';
import { clockTime } from '@stamp/server-kit/time';
import { PasswordGuard } from '../guessing/password-guard';
import { IdempotencyService, idempotentRequest, replayed } from '../idempotency/idempotency.service';
import { LoyaltyErrors } from '../loyalty.errors';
import { MissionCalendar } from '../missions/mission-calendar';
import { StampPasswordChecker, credentialOf } from '../stores/stamp-password-checker';
import { toTicketView } from '../tickets/ticket.mapper';
import { toCouponView } from './coupon.mapper';
import {
  CouponsRepository,
  NewStamp,
  StampAnswerJson,
  StampKeyClaimed,
  StampOutcome,
  Stamped,
  stampOutcomeOf,
} from './coupons.repository';
import { NOT_YOUR_COUPON } from './coupons.service';

/**
 * Stamping (api-contract.md), one path whether the phone sends an Idempotency-Key or not: one statement
 * (`loyalty.add_stamp`, src/sql/add-stamp.sql) replays a used key, checks the card, its mission, the member's
 * record at the store (the lockout before the password), that they have stamped there and the password
 * against the verifiers it is known to match, and stamps, storing the answer under the key. When anything is
 * off it changes nothing and the full checks answer: the member's own card, an active mission, the lockout
 * and the store's ceiling, the store's password (against the verifier in the store read model), then the
 * same statement with the password checked.
 */
@Injectable()
export class StampingService {
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
    const stamp: NewStamp = {
      couponId: message.couponId,
      memberNo: message.memberNo,
      verifiers: this.passwords.knownVerifiers(message.password),
      today: this.calendar.today(),
      timeZone: this.calendar.timeZone,
      requestId: requestContext.requestId() ?? null,
      idempotency: request ? this.idempotency.keyOf(request) : null,
    };
    try {
      const outcome = await this.coupons.stamp(stamp);
      if (outcome.outcome !== 'check') {
        return await this.settle(outcome);
      }
      return await this.idempotency.keepRefusal(request, () => this.stampChecked(message, stamp));
    } catch (error) {
      if (error instanceof StampKeyClaimed && request) {
        return this.idempotency.replayWinner<StampResultView>(request, (response) =>
          this.settle(stampOutcomeOf(response as StampAnswerJson)),
        );
      }
      throw error;
    }
  }

  /** The full checks, in the order of docs/stamping.md, then the stamp with the password checked. */
  private async stampChecked(message: AddStampMessage, stamp: NewStamp): Promise<StampResultView> {
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
    const checked: NewStamp = { ...stamp, verifiers: null };
    if (!hadFailures) {
      return this.settle(await this.coupons.stamp(checked));
    }
    // The right password clears the streak, even when the pacing refuses the stamp.
    const outcome = await this.unitOfWork.run(async (tx) => {
      const stamped = await this.coupons.stamp(checked, tx);
      await this.guard.clear(message.memberNo, storeId, tx);
      return stamped;
    });
    return this.settle(outcome);
  }

  /** The answer of one call of the statement. */
  private settle(outcome: StampOutcome): Promise<StampResultView> {
    switch (outcome.outcome) {
      case 'stamped':
        return Promise.resolve(this.answer(outcome.stamped));
      case 'replay':
        return 'stamped' in outcome ? Promise.resolve(this.answer(outcome.stamped)) : replayed(outcome.reply);
      case 'paced':
        return Promise.reject(this.tooSoon(outcome.nextStampAt));
      case 'conflict':
        return Promise.reject(LoyaltyErrors.idempotencyConflict());
      case 'check':
        // With the password checked, nothing changed: the card was completed or deleted meanwhile.
        return Promise.reject(LoyaltyErrors.couponNotFound());
    }
  }

  /** The answer to a stamp made: the card as it is now, or for its last stamp the ticket. */
  private answer(stamped: Stamped): StampResultView {
    if (stamped.ticket) {
      return {
        completed: true,
        message: MESSAGES.missionComplete,
        ticket: toTicketView(stamped.ticket, stamped.store),
      };
    }
    return {
      completed: false,
      message: MESSAGES.stampAdded,
      coupon: toCouponView(stamped, 'in_progress'),
    };
  }

  /** 429: the time of the next stamp in the mission time zone, and Retry-After until then. */
  private tooSoon(nextStampAt: Date): DomainError {
    const seconds = Math.ceil((nextStampAt.getTime() - this.calendar.now().getTime()) / 1000);
    return LoyaltyErrors.stampTooSoon(
      nextStampAt,
      clockTime(nextStampAt, this.calendar.timeZone),
      Math.max(1, seconds),
    );
  }
}
