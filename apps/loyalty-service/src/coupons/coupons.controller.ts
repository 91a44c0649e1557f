import { Injectable, OnModuleInit } from '@nestjs/common';
import { LoyaltyRequests } from '@stamp/contracts';
import { MessageRouter } from '@stamp/server-kit/service';
import { CouponsService } from './coupons.service';
import { StampingService } from './stamping.service';

/** The card message handlers: one line each, the rules live in CouponsService and StampingService. */
@Injectable()
export class CouponsController implements OnModuleInit {
  constructor(
    private readonly router: MessageRouter,
    private readonly coupons: CouponsService,
    private readonly stamping: StampingService,
  ) {}

  onModuleInit(): void {
    this.router.handle(LoyaltyRequests.createCoupon, (r) => this.coupons.create(r.memberNo, r.missionId));
    this.router.handle(LoyaltyRequests.listCoupons, (r) => this.coupons.list(r.memberNo));
    this.router.handle(LoyaltyRequests.getCoupon, (r) => this.coupons.get(r.memberNo, r.missionId));
    this.router.handle(LoyaltyRequests.deleteCoupon, (r) => this.coupons.delete(r.memberNo, r.couponId));
    this.router.handle(LoyaltyRequests.addStamp, (r) => this.stamping.addStamp(r));
  }
}
