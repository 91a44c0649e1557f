import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { MissionSnapshot } from '@stamp/contracts';
import { StoreEntity } from '../stores/store.entity';
import { StoreMissionEntity } from './store-mission.entity';

@Injectable()
export class StoreMissionsRepository {
  /** Keeps the store's mission as the latest event describes it (a store has at most one mission). */
  async upsert(mission: MissionSnapshot, manager: EntityManager): Promise<void> {
    if (!(await manager.exists(StoreEntity, { where: { id: mission.store_id } }))) {
      return;
    }
    await manager.upsert(
      StoreMissionEntity,
      {
        storeId: mission.store_id,
        missionId: mission.id,
        name: mission.name,
        startDate: mission.start_date,
        expireDate: mission.expire_date,
        maxStampCount: mission.max_stamp_count,
        status: mission.status,
        createdAt: new Date(mission.createdAt),
      },
      ['storeId'],
    );
  }

  async remove(storeId: number, missionId: number, manager: EntityManager): Promise<void> {
    await manager.delete(StoreMissionEntity, { storeId, missionId });
  }
}
