import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { StoreChangedPayload, StoreSnapshot } from '@stamp/contracts';
import { StoreSnapshotEntity } from './store-snapshot.entity';

@Injectable()
export class StoreSnapshotsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The store's name and place; its verifier stays as it is (a new row has none). */
  async upsert(store: StoreSnapshot, manager?: EntityManager): Promise<void> {
    await this.write(store, undefined, manager);
  }

  /** store.created/updated: name, place and the stamp password's verifier (none in the event: null). */
  async upsertChanged(store: StoreChangedPayload, manager: EntityManager): Promise<void> {
    await this.write(store, store.stampPasswordVerifier ?? null, manager);
  }

  async find(id: number, manager?: EntityManager): Promise<StoreSnapshotEntity | null> {
    return (manager ?? this.dataSource.manager).findOne(StoreSnapshotEntity, { where: { id } });
  }

  async delete(id: number, manager: EntityManager): Promise<void> {
    await manager.delete(StoreSnapshotEntity, { id });
  }

  /** An undefined verifier is left out of the statement, so an existing row keeps its own. */
  private async write(
    store: StoreSnapshot,
    stampPasswordVerifier: string | null | undefined,
    manager?: EntityManager,
  ): Promise<void> {
    await (manager ?? this.dataSource.manager).upsert(
      StoreSnapshotEntity,
      {
        id: store.id,
        name: store.name,
        region: store.region,
        province: store.province,
        address: store.address,
        phoneNumber: store.phone_number ?? '',
        stampPasswordVerifier,
      },
      ['id'],
    );
  }
}
