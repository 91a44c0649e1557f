import { Injectable } from '@nestjs/common';
import { CouponView, DeletedView, LoyaltyRequests, StampResultView } from '@stamp/contracts';
import { CallerBus } from '../http/caller-bus';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { MemberCaller } from '../http/caller';
import { StampPasswordBudget } from '../rate-limit/stamp-password-budget';

/** A member's stamp cards (the access policy checked that the card holder is the caller). */
@Injectable()
export class CouponsService {
  constructor(
    private readonly bus: CallerBus,
    private readonly budget: StampPasswordBudget,
  ) {}

  list(caller: MemberCaller): Promise<CouponView[]> {
    return this.bus.requestAs(caller, LoyaltyRequests.listCoupons, { memberNo: caller.principal.memberNo });
  }

  one(caller: MemberCaller, missionId: number): Promise<CouponView> {
    return this.bus.requestAs(caller, LoyaltyRequests.getCoupon, {
      memberNo: caller.principal.memberNo,
      missionId,
    });
  }

  /** The member's card for the mission, and whether it is new. */
  create(caller: MemberCaller, missionId: number): Promise<{ coupon: CouponView; created: boolean }> {
    return this.bus.requestAs(caller, LoyaltyRequests.createCoupon, {
      memberNo: caller.principal.memberNo,
      missionId,
    });
  }

  /** A stamp; one refused for its password counts against the caller's address (StampPasswordBudget). */
  addStamp(
    caller: MemberCaller,
    couponId: number,
    password: string,
    /** The Idempotency-Key header as sent (checked here). */
    idempotencyKey: string | undefined,
  ): Promise<StampResultView> {
    return this.budget.attempt(caller.ip, (addressLockedSeconds) =>
      this.bus.requestAs(caller, LoyaltyRequests.addStamp, {
        memberNo: caller.principal.memberNo,
        couponId,
        password,
        idempotencyKey: idempotencyKeyOf(idempotencyKey),
        addressLockedSeconds,
      }),
    );
  }

  remove(caller: MemberCaller, couponId: number): Promise<DeletedView> {
    return this.bus.requestAs(caller, LoyaltyRequests.deleteCoupon, {
      memberNo: caller.principal.memberNo,
      couponId,
    });
  }
}
