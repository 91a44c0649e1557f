import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { StoreSnapshot } from '@stamp/contracts';
import { StoreSnapshotEntity } from './store-snapshot.entity';

@Injectable()
export class StoreSnapshotsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async upsert(store: StoreSnapshot, manager?: EntityManager): Promise<void> {
    await (manager ?? this.dataSource.manager).upsert(
      StoreSnapshotEntity,
      {
        id: store.id,
        name: store.name,
        region: store.region,
        province: store.province,
        address: store.address,
        phoneNumber: store.phone_number ?? '',
      },
      ['id'],
    );
  }

  async find(id: number, manager?: EntityManager): Promise<StoreSnapshotEntity | null> {
    return (manager ?? this.dataSource.manager).findOne(StoreSnapshotEntity, { where: { id } });
  }

  async delete(id: number, manager: EntityManager): Promise<void> {
    await manager.delete(StoreSnapshotEntity, { id });
  }
}
