import { Inject, Injectable } from '@nestjs/common';
import { CouponView, DeletedView, LoyaltyRequests, StampResultView } from '@stamp/contracts';
import { BUS, GatewayBus } from '../http/bus-client';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { MemberCaller, busOptions } from '../http/caller';

/** A member's stamp cards (the access policy checked that the card holder is the caller). */
@Injectable()
export class CouponsService {
  constructor(@Inject(BUS) private readonly bus: GatewayBus) {}

  list(caller: MemberCaller): Promise<CouponView[]> {
    return this.bus.request(
      LoyaltyRequests.listCoupons,
      { memberNo: caller.principal.memberNo },
      busOptions(caller),
    );
  }

  one(caller: MemberCaller, missionId: number): Promise<CouponView> {
    return this.bus.request(
      LoyaltyRequests.getCoupon,
      { memberNo: caller.principal.memberNo, missionId },
      busOptions(caller),
    );
  }

  /** The member's card for the mission, and whether it is new. */
  create(caller: MemberCaller, missionId: number): Promise<{ coupon: CouponView; created: boolean }> {
    return this.bus.request(
      LoyaltyRequests.createCoupon,
      { memberNo: caller.principal.memberNo, missionId },
      busOptions(caller),
    );
  }

  addStamp(
    caller: MemberCaller,
    couponId: number,
    password: string,
    /** The Idempotency-Key header as sent (checked here). */
    idempotencyKey: string | undefined,
  ): Promise<StampResultView> {
    return this.bus.request(
      LoyaltyRequests.addStamp,
      {
        memberNo: caller.principal.memberNo,
        couponId,
        password,
        idempotencyKey: idempotencyKeyOf(idempotencyKey),
      },
      busOptions(caller),
    );
  }

  remove(caller: MemberCaller, couponId: number): Promise<DeletedView> {
    return this.bus.request(
      LoyaltyRequests.deleteCoupon,
      { memberNo: caller.principal.memberNo, couponId },
      busOptions(caller),
    );
  }
}
