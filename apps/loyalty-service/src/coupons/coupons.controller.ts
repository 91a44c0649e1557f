import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { LoyaltyRequests, RequestOf, ResponseOf } from '@stamp/contracts';
import { HandlesRequest } from '@stamp/server-kit/service';
import { CouponsService } from './coupons.service';
import { StampingService } from './stamping.service';

/** The card message handlers: one line each, the rules live in CouponsService and StampingService. */
@Controller()
export class CouponsController {
  constructor(
    private readonly coupons: CouponsService,
    private readonly stamping: StampingService,
  ) {}

  @HandlesRequest(LoyaltyRequests.createCoupon)
  createCoupon(
    @Payload() r: RequestOf<typeof LoyaltyRequests.createCoupon>,
  ): Promise<ResponseOf<typeof LoyaltyRequests.createCoupon>> {
    return this.coupons.create(r.memberNo, r.missionId);
  }

  @HandlesRequest(LoyaltyRequests.listCoupons)
  listCoupons(
    @Payload() r: RequestOf<typeof LoyaltyRequests.listCoupons>,
  ): Promise<ResponseOf<typeof LoyaltyRequests.listCoupons>> {
    return this.coupons.list(r.memberNo);
  }

  @HandlesRequest(LoyaltyRequests.getCoupon)
  getCoupon(
    @Payload() r: RequestOf<typeof LoyaltyRequests.getCoupon>,
  ): Promise<ResponseOf<typeof LoyaltyRequests.getCoupon>> {
    return this.coupons.get(r.memberNo, r.missionId);
  }

  @HandlesRequest(LoyaltyRequests.deleteCoupon)
  deleteCoupon(
    @Payload() r: RequestOf<typeof LoyaltyRequests.deleteCoupon>,
  ): Promise<ResponseOf<typeof LoyaltyRequests.deleteCoupon>> {
    return this.coupons.delete(r.memberNo, r.couponId);
  }

  @HandlesRequest(LoyaltyRequests.addStamp)
  addStamp(
    @Payload() r: RequestOf<typeof LoyaltyRequests.addStamp>,
  ): Promise<ResponseOf<typeof LoyaltyRequests.addStamp>> {
    return this.stamping.addStamp(r);
  }
}
