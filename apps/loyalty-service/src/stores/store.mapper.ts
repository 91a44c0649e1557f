import { LoyaltyStoreView } from '@stamp/contracts';
import { StoreSnapshotEntity } from './store-snapshot.entity';

/** A known store's public fields: what a card or ticket shows of its store, and the snapshot passed around. */
export function toStoreSnapshot(store: StoreSnapshotEntity): LoyaltyStoreView {
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
  return store ? toStoreSnapshot(store) : null;
}
