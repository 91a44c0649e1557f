import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { isUniqueViolation, managerOf, TransactionScope } from '@stamp/server-kit/database';
import { TABLES, rowsOf } from '../database';
import { LoyaltyErrors } from '../loyalty.errors';
import { MissionEntity } from './mission.entity';

export type NewMission = Pick<
  MissionEntity,
  | 'storeId'
  | 'name'
  | 'startDate'
  | 'expireDate'
  | 'maxStampCount'
  | 'minStampIntervalMinutes'
  | 'dailyStampLimit'
  | 'status'
>;

/** The only place the loyalty service speaks TypeORM about missions. */
@Injectable()
export class MissionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private manager(tx?: TransactionScope): EntityManager {
    return tx ? managerOf(tx) : this.dataSource.manager;
  }

  async findById(id: number, tx?: TransactionScope): Promise<MissionEntity | null> {
    return this.manager(tx).findOne(MissionEntity, { where: { id } });
  }

  async findByIdForUpdate(id: number, tx: TransactionScope): Promise<MissionEntity | null> {
    return managerOf(tx).findOne(MissionEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async findByStore(storeId: number): Promise<MissionEntity | null> {
    return this.dataSource.manager.findOne(MissionEntity, { where: { storeId } });
  }

  /** Fails with a unique violation on store_id when the store already has a mission. */
  /** A store has one mission: a second (two creates at once) is MissionExists, decided by the unique index. */
  async insert(mission: NewMission, tx: TransactionScope): Promise<MissionEntity> {
    const repository = managerOf(tx).getRepository(MissionEntity);
    try {
      return await repository.save(repository.create({ ...mission, expiryAnnouncedAt: null }));
    } catch (error) {
      throw isUniqueViolation(error, 'store_id') ? LoyaltyErrors.missionExists() : error;
    }
  }

  async save(mission: MissionEntity, tx: TransactionScope): Promise<MissionEntity> {
    return managerOf(tx).save(MissionEntity, mission);
  }

  /** Deletes the mission; its cards go with it (the foreign key cascades). */
  async delete(id: number, tx: TransactionScope): Promise<void> {
    await managerOf(tx).delete(MissionEntity, { id });
  }

  async deleteByStore(storeId: number, tx: TransactionScope): Promise<void> {
    await managerOf(tx).delete(MissionEntity, { storeId });
  }

  /**
   * Marks the ongoing missions whose expiry date is before `today` as announced and returns them: each is
   * claimed by exactly one caller, however many replicas sweep at once. A change like any other: the
   * version goes up, so mission.expired is newer than the events before it.
   */
  async claimExpired(today: string, now: Date, tx: TransactionScope): Promise<MissionEntity[]> {
    const rows = await rowsOf<{ id: number }>(
      managerOf(tx),
      `UPDATE ${TABLES.missions} SET expiry_announced_at = $2, version = version + 1
       WHERE status = 'ongoing' AND expire_date < $1::date AND expiry_announced_at IS NULL
       RETURNING id`,
      [today, now],
    );
    if (rows.length === 0) {
      return [];
    }
    return managerOf(tx)
      .createQueryBuilder(MissionEntity, 'mission')
      .where('mission.id IN (:...ids)', { ids: rows.map((row) => row.id) })
      .orderBy('mission.id', 'ASC')
      .getMany();
  }
}
