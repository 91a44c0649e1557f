import { Inject, Injectable } from '@nestjs/common';
import {
  CreateMissionRequest,
  LoyaltyRequests,
  MissionDeletedView,
  MissionResultView,
  MissionView,
  UpdateMissionRequest,
} from '@stamp/contracts';
import { storeActorOf } from '../auth/actors';
import { BUS, GatewayBus } from '../http/bus-client';
import { AdminOrOwnerCaller, Caller, busOptions } from '../http/caller';

/** Missions: an administrator manages any store's, an owner their own store's (the loyalty service checks). */
@Injectable()
export class MissionsService {
  constructor(@Inject(BUS) private readonly bus: GatewayBus) {}

  create(caller: AdminOrOwnerCaller, mission: CreateMissionRequest): Promise<MissionResultView> {
    return this.bus.request(
      LoyaltyRequests.createMission,
      { actor: storeActorOf(caller.principal), mission },
      busOptions(caller),
    );
  }

  update(caller: AdminOrOwnerCaller, changes: UpdateMissionRequest): Promise<MissionResultView> {
    return this.bus.request(
      LoyaltyRequests.updateMission,
      { actor: storeActorOf(caller.principal), changes },
      busOptions(caller),
    );
  }

  remove(caller: AdminOrOwnerCaller, id: number): Promise<MissionDeletedView> {
    return this.bus.request(
      LoyaltyRequests.deleteMission,
      { actor: storeActorOf(caller.principal), id },
      busOptions(caller),
    );
  }

  ofStore(caller: Caller, storeId: number): Promise<MissionView> {
    return this.bus.request(LoyaltyRequests.getStoreMission, { storeId }, busOptions(caller));
  }
}
