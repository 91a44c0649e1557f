import { Injectable } from '@nestjs/common';
import {
  CreateMissionRequest,
  LoyaltyRequests,
  MissionDeletedView,
  MissionResultView,
  MissionView,
  StoreRequests,
  UpdateMissionRequest,
} from '@stamp/contracts';
import { seesFullStore, storeActorOf } from '../auth/actors';
import { CallerBus } from '../http/caller-bus';
import { AdminOrOwnerCaller, Caller } from '../http/caller';
import { MissionWriteView, storeMissionOf } from './mission-write.view';

/**
 * Missions: an administrator manages any store's, an owner their own store's (the loyalty service checks).
 * A write answers the store too, as the caller reads it, with the mission just written in it: the store
 * service learns of the change from the mission's event a moment later, so its view is read and the mission
 * put in here, where the answer is known (the same fields, and the active and display status the loyalty
 * service worked out with its one rule and time zone).
 */
@Injectable()
export class MissionsService {
  constructor(private readonly bus: CallerBus) {}

  async create(caller: AdminOrOwnerCaller, mission: CreateMissionRequest): Promise<MissionWriteView> {
    const written = await this.bus.requestAs(caller, LoyaltyRequests.createMission, {
      actor: storeActorOf(caller.principal),
      mission,
    });
    return this.withStore(caller, written);
  }

  async update(caller: AdminOrOwnerCaller, changes: UpdateMissionRequest): Promise<MissionWriteView> {
    const written = await this.bus.requestAs(caller, LoyaltyRequests.updateMission, {
      actor: storeActorOf(caller.principal),
      changes,
    });
    return this.withStore(caller, written);
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

  /** The answer with the mission's store as GET /api/v1/store/{id} shows it to the caller, this mission in it. */
  private async withStore(caller: AdminOrOwnerCaller, written: MissionResultView): Promise<MissionWriteView> {
    const storeId = written.mission.store_id;
    const store = await this.bus.requestAs(caller, StoreRequests.getStore, {
      id: storeId,
      full: seesFullStore(caller.principal, storeId),
    });
    return {
      message: written.message,
      mission: written.mission,
      store: Object.assign(store, { Mission: storeMissionOf(written.mission) }),
    };
  }
}
