import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  HotStatements,
  TransactionScope,
  isUniqueViolation,
  managerOf,
  tableOf,
} from '@stamp/server-kit/database';
import type { ImageType, MissionStatus, StoreSort } from '@stamp/shared';
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

/** A row of `StoresRepository.search`: the store, its images as JSON, its mission's columns (`m_*`). */
interface StoreRow {
  id: number;
  code: string;
  name: string;
  password: string;
  password_verifier: string | null;
  owner_name: string;
  email: string;
  phone_number: string;
  owner_phone: string;
  region: string;
  province: string;
  address: string;
  status: string;
  redeemed: number;
  created_at: Date;
  updated_at: Date;
  version: number;
  images: { id: number; key: string; type: ImageType; created_at: string }[] | null;
  m_mission_id: number | null;
  m_name: string | null;
  m_start_date: string | null;
  m_expire_date: string | null;
  m_max_stamp_count: number | null;
  m_status: MissionStatus | null;
  m_created_at: Date | null;
  m_version: number | null;
}

function toStoreWithRelations(row: StoreRow): StoreWithRelations {
  const store = Object.assign(new StoreEntity(), {
    id: row.id,
    code: row.code,
    name: row.name,
    password: row.password,
    passwordVerifier: row.password_verifier,
    ownerName: row.owner_name,
    email: row.email,
    phoneNumber: row.phone_number,
    ownerPhone: row.owner_phone,
    region: row.region,
    province: row.province,
    address: row.address,
    status: row.status,
    redeemed: row.redeemed,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
  });
  const images = (row.images ?? []).map((image) =>
    Object.assign(new ImageEntity(), {
      id: image.id,
      storeId: row.id,
      key: image.key,
      type: image.type,
      createdAt: new Date(image.created_at),
    }),
  );
  const mission =
    row.m_mission_id === null
      ? undefined
      : Object.assign(new StoreMissionEntity(), {
          storeId: row.id,
          missionId: row.m_mission_id,
          name: row.m_name ?? '',
          startDate: row.m_start_date ?? '',
          expireDate: row.m_expire_date ?? '',
          maxStampCount: row.m_max_stamp_count ?? 0,
          status: row.m_status,
          createdAt: row.m_created_at ?? row.created_at,
          version: row.m_version,
          endedAt: null,
        });
  return { store, images, mission };
}

/** The only place the store service speaks TypeORM about stores. */
@Injectable()
export class StoresRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly hot: HotStatements,
  ) {}

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

  /** The stores whose owner e-mail is this one, whatever its case, oldest first. */
  async findByOwnerEmail(email: string): Promise<StoreEntity[]> {
    return this.dataSource.manager
      .createQueryBuilder(StoreEntity, 'store')
      .where('lower(store.email) = lower(:email)', { email: email.trim() })
      .orderBy('store.id', 'ASC')
      .getMany();
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

  /**
   * The stores a search finds, with their images and mission, in one statement: a list of 50 stores is one
   * round trip, its images gathered as JSON by Postgres, no entity hydration by the ORM, and the statement
   * prepared once per connection (every phone asks for its area's list; see HotStatements). An ended
   * mission (a tombstone) is no mission.
   */
  async search(search: StoreSearch): Promise<StoreWithRelations[]> {
    const stores = tableOf(this.dataSource, StoreEntity);
    const images = tableOf(this.dataSource, ImageEntity);
    const missions = tableOf(this.dataSource, StoreMissionEntity);
    const conditions: string[] = [];
    const parameters: string[] = [];
    const where = (condition: (parameter: string) => string, value: string) => {
      parameters.push(value);
      conditions.push(condition(`$${String(parameters.length)}`));
    };
    if (search.region) {
      where((p) => `lower(s.region) = lower(${p})`, search.region.trim());
    }
    if (search.province) {
      where((p) => `lower(s.province) = lower(${p})`, search.province.trim());
    }
    if (search.name) {
      const escaped = search.name.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
      where((p) => `s.name ILIKE ${p} ESCAPE '\\'`, `%${escaped}%`);
    }
    if (search.code) {
      where((p) => `s.code = ${p}`, search.code.trim().toUpperCase());
    }
    const order = search.sort === 'name' ? 'lower(s.name) ASC, s.id ASC' : 's.created_at DESC, s.id DESC';
    const rows = await this.hot.rows<StoreRow>(
      {
        text: `SELECT s.id, s.code, s.name, s.password, s.password_verifier, s.owner_name, s.email, s.phone_number,
              s.owner_phone, s.region, s.province, s.address, s.status, s.redeemed, s.created_at, s.updated_at,
              s.version,
              (SELECT json_agg(json_build_object('id', i.id, 'key', i.key, 'type', i.type, 'created_at', i.created_at)
                               ORDER BY i.id)
               FROM ${images} i WHERE i.store_id = s.id) AS images,
              m.mission_id AS m_mission_id, m.name AS m_name, m.start_date::text AS m_start_date,
              m.expire_date::text AS m_expire_date, m.max_stamp_count AS m_max_stamp_count, m.status AS m_status,
              m.created_at AS m_created_at, m.version AS m_version
       FROM ${stores} s
       LEFT JOIN ${missions} m ON m.store_id = s.id AND m.ended_at IS NULL
       ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}
       ORDER BY ${order}`,
      },
      parameters,
    );
    return rows.map(toStoreWithRelations);
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
