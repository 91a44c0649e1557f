import { Injectable } from '@nestjs/common';
import { CouponCreatedView, CouponView, DeletedView } from '@stamp/contracts';
import { requestContext } from '@stamp/server-kit/logging';
import { UnitOfWork } from '@stamp/server-kit/outbox';
import { MESSAGES } from '@stamp/shared';
import { LedgerRepository } from '../ledger/ledger.repository';
import { LoyaltyErrors } from '../loyalty.errors';
import { MissionCalendar } from '../missions/mission-calendar';
import { MissionsRepository } from '../missions/missions.repository';
import { toCouponView } from './coupon.mapper';
import { CouponWithMission, CouponsRepository } from './coupons.repository';

export const NOT_YOUR_COUPON = 'This coupon belongs to another member.';

/** A member's stamp cards: at most one per mission (a second create returns the first), read and deleted by the member. */
@Injectable()
export class CouponsService {
  constructor(
    private readonly coupons: CouponsRepository,
    private readonly missions: MissionsRepository,
    private readonly ledger: LedgerRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly calendar: MissionCalendar,
  ) {}

  /** The member's card for the mission: the existing one, or a new one while the mission is active. */
  async create(memberNo: number, missionId: number): Promise<CouponCreatedView> {
    const existing = await this.coupons.findByMemberAndMission(memberNo, missionId);
    if (existing) {
      return { coupon: this.view(existing), created: false };
    }
    const mission = await this.missions.findById(missionId);
    if (!mission) {
      throw LoyaltyErrors.missionNotFound();
    }
    if (!this.calendar.isActive(mission)) {
      throw LoyaltyErrors.missionInactive();
    }
    const created = await this.coupons.insertIfAbsent(memberNo, missionId, mission.maxStampCount);
    const card = await this.coupons.findByMemberAndMission(memberNo, missionId);
    if (!card) {
      // The mission was deleted in between, and its cards with it.
      throw LoyaltyErrors.missionNotFound();
    }
    return { coupon: this.view(card), created };
  }

  async list(memberNo: number): Promise<CouponView[]> {
    return (await this.coupons.listByMember(memberNo)).map((card) => this.view(card));
  }

  async get(memberNo: number, missionId: number): Promise<CouponView> {
    const card = await this.coupons.findByMemberAndMission(memberNo, missionId);
    if (!card) {
      throw LoyaltyErrors.couponNotFound();
    }
    return this.view(card);
  }

  /** The member gives up a card (its stamps are lost; the ledger keeps a receipt of how many). */
  async delete(memberNo: number, couponId: number): Promise<DeletedView> {
    const card = await this.coupons.findById(couponId);
    if (!card) {
      throw LoyaltyErrors.couponNotFound();
    }
    if (card.coupon.memberNo !== memberNo) {
      throw LoyaltyErrors.notOwner(NOT_YOUR_COUPON);
    }
    await this.unitOfWork.run(async (tx) => {
      if (!(await this.coupons.delete(couponId, memberNo, tx))) {
        throw LoyaltyErrors.couponNotFound();
      }
      await this.ledger.append(
        {
          kind: 'coupon-deleted',
          memberNo,
          storeId: card.mission.storeId,
          missionId: card.mission.id,
          couponId,
          stampCount: card.coupon.stampCount,
          requestId: requestContext.requestId() ?? null,
        },
        tx,
      );
    });
    return { message: MESSAGES.successfullyDeleted, deleted: true };
  }

  view(card: CouponWithMission): CouponView {
    return toCouponView(card, this.calendar.displayStatus(card.mission));
  }
}
