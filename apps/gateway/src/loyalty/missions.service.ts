import { Injectable } from '@nestjs/common';
import {
  CreateMissionRequest,
  LoyaltyRequests,
  MissionDeletedView,
  MissionResultView,
  MissionView,
  UpdateMissionRequest,
} from '@stamp/contracts';
import { storeActorOf } from '../auth/actors';
import { CallerBus } from '../http/caller-bus';
import { AdminOrOwnerCaller, Caller } from '../http/caller';

/** Missions: an administrator manages any store's, an owner their own store's (the loyalty service checks). */
@Injectable()
export class MissionsService {
  constructor(private readonly bus: CallerBus) {}

  create(caller: AdminOrOwnerCaller, mission: CreateMissionRequest): Promise<MissionResultView> {
    return this.bus.requestAs(caller, LoyaltyRequests.createMission, {
      actor: storeActorOf(caller.principal),
      mission,
    });
  }

  update(caller: AdminOrOwnerCaller, changes: UpdateMissionRequest): Promise<MissionResultView> {
    return this.bus.requestAs(caller, LoyaltyRequests.updateMission, {
      actor: storeActorOf(caller.principal),
      changes,
    });
  }

  remove(caller: AdminOrOwnerCaller, id: number): Promise<MissionDeletedView> {
    return this.bus.requestAs(caller, LoyaltyRequests.deleteMission, {
      actor: storeActorOf(caller.principal),
      id,
    });
  }

  ofStore(caller: Caller, storeId: number): Promise<MissionView> {
    return this.bus.requestAs(caller, LoyaltyRequests.getStoreMission, { storeId });
  }
}
