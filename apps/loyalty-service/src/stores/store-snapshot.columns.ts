/**
 * The store snapshot as the loyalty queries join it (`s`): cards and tickets both show their store, so the
 * column list and the row mapping are written once, beside the snapshot's entity.
 */
import { StoreSnapshotEntity } from './store-snapshot.entity';

/** The store snapshot columns of a joined row (`s_*`), with the verifier and the codes' secret for the check. */
export interface StoreColumns {
  s_id: number | null;
  s_name: string | null;
  s_region: string | null;
  s_province: string | null;
  s_address: string | null;
  s_phone_number: string | null;
  s_stamp_password_verifier: string | null;
  s_stamp_code_secret: string | null;
}

/** The store snapshot's columns (`s`) as StoreColumns names them: cards and tickets both show their store. */
export const STORE_COLUMNS = `
  s.id AS s_id, s.name AS s_name, s.region AS s_region, s.province AS s_province,
  s.address AS s_address, s.phone_number AS s_phone_number,
  s.stamp_password_verifier AS s_stamp_password_verifier, s.stamp_code_secret AS s_stamp_code_secret`;

export function storeOfRow(row: StoreColumns): StoreSnapshotEntity | null {
  if (row.s_id === null) {
    return null;
  }
  return Object.assign(new StoreSnapshotEntity(), {
    id: row.s_id,
    name: row.s_name ?? '',
    region: row.s_region ?? '',
    province: row.s_province ?? '',
    address: row.s_address ?? '',
    phoneNumber: row.s_phone_number ?? '',
    stampPasswordVerifier: row.s_stamp_password_verifier,
    stampCodeSecret: row.s_stamp_code_secret,
  });
}
