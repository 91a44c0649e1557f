import { Injectable } from '@nestjs/common';
import { CouponView, DeletedView, LoyaltyRequests, StampResultView } from '@stamp/contracts';
import { CallerBus } from '../http/caller-bus';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { MemberCaller } from '../http/caller';

/** A member's stamp cards (the access policy checked that the card holder is the caller). */
@Injectable()
export class CouponsService {
  constructor(private readonly bus: CallerBus) {}

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

  addStamp(
    caller: MemberCaller,
    couponId: number,
    password: string,
    /** The Idempotency-Key header as sent (checked here). */
    idempotencyKey: string | undefined,
  ): Promise<StampResultView> {
    return this.bus.requestAs(caller, LoyaltyRequests.addStamp, {
      memberNo: caller.principal.memberNo,
      couponId,
      password,
      idempotencyKey: idempotencyKeyOf(idempotencyKey),
    });
  }

  remove(caller: MemberCaller, couponId: number): Promise<DeletedView> {
    return this.bus.requestAs(caller, LoyaltyRequests.deleteCoupon, {
      memberNo: caller.principal.memberNo,
      couponId,
    });
  }
}
