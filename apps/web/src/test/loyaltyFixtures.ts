import { MEMBER_STORAGE } from '../modules/session';
import { gateway, type FakeCall } from './fakeGateway';

/** The component tests' member, store, mission, card and ticket (the gateway's shapes, docs/api-contract). */
export const MEMBER = {
  bbs_no: 7,
  member_id: 'juan@example.ph',
  member_name: 'Juan',
  member_name2: 'Dela Cruz',
  hphone_num: '',
  gcashid: '',
  addr1: '',
  area1: -1,
  area2: -1,
  reg_dt: '2026-11-20T08:00:00.000Z',
  point: 0,
  join_check: 2,
};

export const LOYALTY_STORE = {
  id: 12,
  name: 'Kape ni Juan',
  region: 'National Capital Region (NCR)',
  province: 'Makati City',
  address: '123 Ayala Ave.',
  phone_number: '0281234567',
};

export const MISSION = {
  id: 3,
  name: 'Buy 4 coffees, get 1 free',
  start_date: '2026-01-01',
  expire_date: '2099-12-31',
  max_stamp_count: 4,
  status: 'ongoing' as const,
  active: true,
  display_status: 'in_progress' as const,
  createdAt: '2026-11-20T08:00:00.000Z',
};

export const STORE = {
  ...LOYALTY_STORE,
  status: 'active',
  createdAt: '2026-11-20T08:00:00.000Z',
  redeemed: 0,
  Images: [],
  Mission: MISSION,
};

export function coupon(stampCount: number, active = true) {
  return {
    id: 81,
    user_id: MEMBER.bbs_no,
    mission_id: MISSION.id,
    stamp_count: stampCount,
    max_stamp_count: MISSION.max_stamp_count,
    is_used: false,
    createdAt: '2026-11-21T03:00:00.000Z',
    updatedAt: '2026-11-21T03:00:00.000Z',
    Mission: {
      ...MISSION,
      active,
      display_status: active ? ('in_progress' as const) : ('ended' as const),
      store_id: STORE.id,
      Store: LOYALTY_STORE,
      min_stamp_interval_minutes: null,
      daily_stamp_limit: null,
    },
  };
}

export function ticket(overrides: Partial<{ id: number; is_used: boolean; usedAt: string | null }> = {}) {
  return {
    id: 9,
    user_id: MEMBER.bbs_no,
    store_id: STORE.id,
    coupon_id: 81,
    mission_id: MISSION.id,
    is_used: false,
    usedAt: null,
    createdAt: '2026-11-22T03:00:00.000Z',
    Store: LOYALTY_STORE,
    ...overrides,
  };
}

/** A logged-in member, as the login page leaves the storages. */
export function logIn(): void {
  localStorage.setItem(MEMBER_STORAGE.token, 'member-jwt');
  localStorage.setItem(MEMBER_STORAGE.loginId, MEMBER.member_id);
  sessionStorage.setItem(MEMBER_STORAGE.sessionFlag, 'true');
  gateway.on('GET /wifi-user/me', { status: 200, body: MEMBER });
}

/** The Idempotency-Key each call carried. */
export function keysOf(calls: readonly FakeCall[]): (string | null)[] {
  return calls.map((call) => call.headers.get('idempotency-key'));
}

/** A connection that drops: fetch rejects as the browser's does. */
export function dropConnection(): never {
  throw new TypeError('Failed to fetch');
}

/** An answer that waits until the test lets it go (a slow connection). */
export function heldAnswer<Reply>(reply: Reply) {
  let release: () => void = () => undefined;
  const held = new Promise<Reply>((resolve) => {
    release = () => {
      resolve(reply);
    };
  });
  return {
    answer: () => held,
    release: () => {
      release();
    },
  };
}

/** The browser's online flag, with the event that tells the app. */
export function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}
