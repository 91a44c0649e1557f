import { LoyaltyStoreView, StoreSnapshot } from '@stamp/contracts';
import { StoreSnapshotEntity } from './store-snapshot.entity';

export function toStoreSnapshot(store: StoreSnapshotEntity): StoreSnapshot {
  return {
    id: store.id,
    name: store.name,
    region: store.region,
    province: store.province,
    address: store.address,
    phone_number: store.phoneNumber,
  };
}

export function toStoreView(store: StoreSnapshotEntity | null): LoyaltyStoreView | null {
  return store
    ? {
        id: store.id,
        name: store.name,
        region: store.region,
        province: store.province,
        address: store.address,
        phone_number: store.phoneNumber,
      }
    : null;
}
