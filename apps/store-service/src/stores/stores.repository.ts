import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { TransactionScope, isUniqueViolation, managerOf } from '@stamp/server-kit/database';
import { StoreSort } from '@stamp/shared';
import { ImageEntity } from '../images/image.entity';
import { StoreMissionEntity } from '../missions/store-mission.entity';
import { StoreEntity } from './store.entity';

export interface StoreSearch {
  region?: string;
  province?: string;
  name?: string;
  code?: string;
  sort?: StoreSort;
}

export interface StoreWithRelations {
  store: StoreEntity;
  images: ImageEntity[];
  mission: StoreMissionEntity | undefined;
}

export type NewStore = Omit<
  StoreEntity,
  'id' | 'createdAt' | 'updatedAt' | 'redeemed' | 'status' | 'version'
>;

/** Another store holds the code (the unique index decides between two creates at once): try another. */
export class StoreCodeTaken extends Error {
  constructor(readonly code: string) {
    super(`The store code ${code} is taken`);
    this.name = 'StoreCodeTaken';
  }
}

/** The only place the store service speaks TypeORM about stores. */
@Injectable()
export class StoresRepository {
  constructor(private readonly dataSource: DataSource) {}

  private manager(tx?: TransactionScope): EntityManager {
    return tx ? managerOf(tx) : this.dataSource.manager;
  }

  /** Throws StoreCodeTaken when another store has the code. */
  async insert(store: NewStore, tx?: TransactionScope): Promise<StoreEntity> {
    const repository = this.manager(tx).getRepository(StoreEntity);
    try {
      return await repository.save(repository.create(store));
    } catch (error) {
      throw isUniqueViolation(error, 'code') ? new StoreCodeTaken(store.code) : error;
    }
  }

  async findById(id: number, tx?: TransactionScope): Promise<StoreEntity | null> {
    return this.manager(tx).findOne(StoreEntity, { where: { id } });
  }

  async findByIdForUpdate(id: number, tx: TransactionScope): Promise<StoreEntity | null> {
    return managerOf(tx).findOne(StoreEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async findByCode(code: string): Promise<StoreEntity | null> {
    return this.dataSource.manager.findOne(StoreEntity, { where: { code } });
  }

  async codeExists(code: string): Promise<boolean> {
    return this.dataSource.manager.exists(StoreEntity, { where: { code } });
  }

  async save(store: StoreEntity, tx: TransactionScope): Promise<StoreEntity> {
    return managerOf(tx).save(StoreEntity, store);
  }

  async delete(id: number, tx: TransactionScope): Promise<void> {
    await managerOf(tx).delete(StoreMissionEntity, { storeId: id });
    await managerOf(tx).delete(StoreEntity, { id });
  }

  /**
   * Counts a redeemed ticket. TypeORM's UPDATE moves the version on as well: no event announces the count,
   * and versions need only grow.
   */
  async incrementRedeemed(id: number, tx?: TransactionScope): Promise<number | null> {
    const rows = (
      await this.manager(tx)
        .createQueryBuilder()
        .update(StoreEntity)
        .set({ redeemed: () => 'redeemed + 1' })
        .where('id = :id', { id })
        .returning(['redeemed'])
        .execute()
    ).raw as { redeemed: number }[];
    return rows[0]?.redeemed ?? null;
  }

  async search(search: StoreSearch): Promise<StoreEntity[]> {
    const query = this.dataSource.manager.createQueryBuilder(StoreEntity, 'store');
    if (search.region) {
      query.andWhere('lower(store.region) = lower(:region)', { region: search.region.trim() });
    }
    if (search.province) {
      query.andWhere('lower(store.province) = lower(:province)', { province: search.province.trim() });
    }
    if (search.name) {
      const escaped = search.name.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
      query.andWhere(`store.name ILIKE :name ESCAPE '\\'`, { name: `%${escaped}%` });
    }
    if (search.code) {
      query.andWhere('store.code = :code', { code: search.code.trim().toUpperCase() });
    }
    if (search.sort === 'name') {
      query.orderBy('lower(store.name)', 'ASC').addOrderBy('store.id', 'ASC');
    } else {
      query.orderBy('store.created_at', 'DESC').addOrderBy('store.id', 'DESC');
    }
    return query.getMany();
  }

  /**
   * Attaches images and missions to stores in two queries, whatever the number of stores. An ended mission
   * (a tombstone) is no mission.
   */
  async withRelations(stores: StoreEntity[]): Promise<StoreWithRelations[]> {
    if (stores.length === 0) {
      return [];
    }
    const ids = stores.map((s) => s.id);
    const [images, missions] = await Promise.all([
      this.dataSource.manager
        .createQueryBuilder(ImageEntity, 'image')
        .where('image.store_id IN (:...ids)', { ids })
        .orderBy('image.id', 'ASC')
        .getMany(),
      this.dataSource.manager
        .createQueryBuilder(StoreMissionEntity, 'mission')
        .where('mission.store_id IN (:...ids)', { ids })
        .andWhere('mission.ended_at IS NULL')
        .getMany(),
    ]);
    return stores.map((store) => ({
      store,
      images: images.filter((image) => image.storeId === store.id),
      mission: missions.find((mission) => mission.storeId === store.id),
    }));
  }
}
