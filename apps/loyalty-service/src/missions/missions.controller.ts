import { Injectable, OnModuleInit } from '@nestjs/common';
import { LoyaltyRequests } from '@stamp/contracts';
import { MessageRouter } from '@stamp/server-kit/service';
import { MissionsService } from './missions.service';

/** The mission message handlers: one line each, the rules live in MissionsService. */
@Injectable()
export class MissionsController implements OnModuleInit {
  constructor(
    private readonly router: MessageRouter,
    private readonly missions: MissionsService,
  ) {}

  onModuleInit(): void {
    this.router.handle(LoyaltyRequests.createMission, (request) => this.missions.create(request));
    this.router.handle(LoyaltyRequests.updateMission, (request) => this.missions.update(request));
    this.router.handle(LoyaltyRequests.deleteMission, (request) => this.missions.delete(request));
    this.router.handle(LoyaltyRequests.getStoreMission, (request) =>
      this.missions.getByStore(request.storeId),
    );
  }
}
