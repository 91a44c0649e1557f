import type { Catalogue } from '@stamp/shared';

import { downloadCsv } from '../../ui/csv';
import { datePart } from '../../ui/dates';
import type { StoreFull } from '../api/useStores';

/** The store list as a CSV file (the stamp password stays out of it). */
export function storesCsv(stores: readonly StoreFull[], t: Catalogue): void {
  downloadCsv(
    'stores.csv',
    [
      t.storeColName,
      t.storeColCode,
      t.region,
      t.province,
      t.address,
      t.storeOwnerName,
      t.storeEmail,
      t.storePhone,
      t.storeColRegistered,
      t.storeColCoupon,
      t.storeColStatus,
    ],
    stores.map((store) => [
      store.name,
      store.code,
      store.region,
      store.province,
      store.address,
      store.owner_name,
      store.email,
      store.phone_number,
      datePart(store.createdAt),
      store.Mission ? t.yes : t.no,
      store.status,
    ]),
  );
}
