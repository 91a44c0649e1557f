import type { Catalogue } from '@stamp/shared';

import { downloadCsv, type CsvColumn } from '../../ui/csv';
import { datePart } from '../../dates';
import type { StoreFull } from '../api/useStores';

/** The store list's CSV columns (the stamp password stays out of it). */
export function storeCsvColumns(t: Catalogue): CsvColumn<StoreFull>[] {
  return [
    { header: t.storeColName, value: (store) => store.name },
    { header: t.storeColCode, value: (store) => store.code },
    { header: t.region, value: (store) => store.region },
    { header: t.province, value: (store) => store.province },
    { header: t.address, value: (store) => store.address },
    { header: t.storeOwnerName, value: (store) => store.owner_name },
    { header: t.storeEmail, value: (store) => store.email },
    { header: t.storePhone, value: (store) => store.phone_number },
    { header: t.storeColRegistered, value: (store) => datePart(store.createdAt) },
    { header: t.storeColCoupon, value: (store) => (store.Mission ? t.yes : t.no) },
    { header: t.storeColStatus, value: (store) => store.status },
  ];
}

/** The store list as a CSV file. */
export function storesCsv(stores: readonly StoreFull[], t: Catalogue): void {
  downloadCsv('stores.csv', storeCsvColumns(t), stores);
}
