import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { TABLES, rowsOf } from '../database';
import { MissionEntity } from './mission.entity';

export type NewMission = Pick<
  MissionEntity,
  'storeId' | 'name' | 'startDate' | 'expireDate' | 'maxStampCount' | 'status'
>;

/** The only place the loyalty service speaks TypeORM about missions. */
@Injectable()
export class MissionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private manager(manager?: EntityManager): EntityManager {
    return manager ?? this.dataSource.manager;
  }

  async findById(id: number, manager?: EntityManager): Promise<MissionEntity | null> {
    return this.manager(manager).findOne(MissionEntity, { where: { id } });
  }

  async findByIdForUpdate(id: number, manager: EntityManager): Promise<MissionEntity | null> {
    return manager.findOne(MissionEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async findByStore(storeId: number): Promise<MissionEntity | null> {
    return this.dataSource.manager.findOne(MissionEntity, { where: { storeId } });
  }

  /** Fails with a unique violation on store_id when the store already has a mission. */
  async insert(mission: NewMission, manager: EntityManager): Promise<MissionEntity> {
    const repository = manager.getRepository(MissionEntity);
    return repository.save(repository.create({ ...mission, expiryAnnouncedAt: null }));
  }

  async save(mission: MissionEntity, manager: EntityManager): Promise<MissionEntity> {
    return manager.save(MissionEntity, mission);
  }

  /** Deletes the mission; its cards go with it (the foreign key cascades). */
  async delete(id: number, manager: EntityManager): Promise<void> {
    await manager.delete(MissionEntity, { id });
  }

  async deleteByStore(storeId: number, manager: EntityManager): Promise<void> {
    await manager.delete(MissionEntity, { storeId });
  }

  /**
   * Marks the ongoing missions whose expiry date is before `today` as announced and returns them: each is
   * claimed by exactly one caller, however many replicas sweep at once. A change like any other: the
   * version goes up, so mission.expired is newer than the events before it.
   */
  async claimExpired(today: string, now: Date, manager: EntityManager): Promise<MissionEntity[]> {
    const rows = await rowsOf<{ id: number }>(
      manager,
      `UPDATE ${TABLES.missions} SET expiry_announced_at = $2, version = version + 1
       WHERE status = 'ongoing' AND expire_date < $1::date AND expiry_announced_at IS NULL
       RETURNING id`,
      [today, now],
    );
    if (rows.length === 0) {
      return [];
    }
    return manager
      .createQueryBuilder(MissionEntity, 'mission')
      .where('mission.id IN (:...ids)', { ids: rows.map((row) => row.id) })
      .orderBy('mission.id', 'ASC')
      .getMany();
  }
}
