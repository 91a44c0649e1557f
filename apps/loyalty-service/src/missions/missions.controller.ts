import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { LoyaltyRequests, RequestOf, ResponseOf } from '@stamp/contracts';
import { HandlesRequest } from '@stamp/server-kit/service';
import { MissionsService } from './missions.service';

/** The mission message handlers: one line each, the rules live in MissionsService. */
@Controller()
export class MissionsController {
  constructor(private readonly missions: MissionsService) {}

  @HandlesRequest(LoyaltyRequests.createMission)
  createMission(
    @Payload() request: RequestOf<typeof LoyaltyRequests.createMission>,
  ): Promise<ResponseOf<typeof LoyaltyRequests.createMission>> {
    return this.missions.create(request);
  }

  @HandlesRequest(LoyaltyRequests.updateMission)
  updateMission(
    @Payload() request: RequestOf<typeof LoyaltyRequests.updateMission>,
  ): Promise<ResponseOf<typeof LoyaltyRequests.updateMission>> {
    return this.missions.update(request);
  }

  @HandlesRequest(LoyaltyRequests.deleteMission)
  deleteMission(
    @Payload() request: RequestOf<typeof LoyaltyRequests.deleteMission>,
  ): Promise<ResponseOf<typeof LoyaltyRequests.deleteMission>> {
    return this.missions.delete(request);
  }

  @HandlesRequest(LoyaltyRequests.getStoreMission)
  getStoreMission(
    @Payload() request: RequestOf<typeof LoyaltyRequests.getStoreMission>,
  ): Promise<ResponseOf<typeof LoyaltyRequests.getStoreMission>> {
    return this.missions.getByStore(request.storeId);
  }
}
