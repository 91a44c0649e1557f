import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
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

const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown, constraintColumn: string): boolean {
  if (!(error instanceof QueryFailedError)) {
    return false;
  }
  const driverError = error.driverError as { code?: string; detail?: string };
  return (
    driverError.code === UNIQUE_VIOLATION && (driverError.detail ?? '').includes(`(${constraintColumn})`)
  );
}

/** The only place the store service speaks TypeORM about stores. */
@Injectable()
export class StoresRepository {
  constructor(private readonly dataSource: DataSource) {}

  private manager(manager?: EntityManager): EntityManager {
    return manager ?? this.dataSource.manager;
  }

  async insert(store: NewStore, manager?: EntityManager): Promise<StoreEntity> {
    const repository = this.manager(manager).getRepository(StoreEntity);
    return repository.save(repository.create(store));
  }

  async findById(id: number, manager?: EntityManager): Promise<StoreEntity | null> {
    return this.manager(manager).findOne(StoreEntity, { where: { id } });
  }

  async findByIdForUpdate(id: number, manager: EntityManager): Promise<StoreEntity | null> {
    return manager.findOne(StoreEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async findByCode(code: string): Promise<StoreEntity | null> {
    return this.dataSource.manager.findOne(StoreEntity, { where: { code } });
  }

  async codeExists(code: string): Promise<boolean> {
    return this.dataSource.manager.exists(StoreEntity, { where: { code } });
  }

  async save(store: StoreEntity, manager: EntityManager): Promise<StoreEntity> {
    return manager.save(StoreEntity, store);
  }

  async delete(id: number, manager: EntityManager): Promise<void> {
    await manager.delete(StoreMissionEntity, { storeId: id });
    await manager.delete(StoreEntity, { id });
  }

  /**
   * Counts a redeemed ticket. TypeORM's UPDATE moves the version on as well: no event announces the count,
   * and versions need only grow.
   */
  async incrementRedeemed(id: number, manager?: EntityManager): Promise<number | null> {
    const rows = (
      await this.manager(manager)
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
