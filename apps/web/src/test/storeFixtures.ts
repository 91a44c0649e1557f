import type { StoreFull } from '../modules/stores';

/** A store as an administrator's lists show it (the full view), without a mission unless a test gives one. */
export const STORE_FULL: StoreFull = {
  id: 7,
  name: 'Kape ni Juan',
  code: 'K7Q2ZD',
  region: 'NCR',
  province: 'Makati City',
  address: '12 Jupiter St.',
  phone_number: '02',
  status: 'active',
  createdAt: '2026-11-01T00:00:00Z',
  redeemed: 0,
  Images: [],
  Mission: null,
  password: '1234',
  owner_name: 'Juan',
  email: 'juan@example.ph',
  owner_phone: '0917',
  stamp_mode: 'password',
  stampGuessingAlert: null,
};
