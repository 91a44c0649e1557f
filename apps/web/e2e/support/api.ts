import type { APIRequestContext, APIResponse } from '@playwright/test';

import { missionFields, storeFields } from '../../../../test/support/seed-data';

import type { ImageFile } from './png';
import { PHOTOS } from './png';
import { BOOTSTRAP_ADMIN } from './product';

// The shapes below are the parts of the gateway's answers (libs/contracts, docs/api-contract) the tests read.

export type AdminAuthority = 'admin' | 'super master';

export interface AdminView {
  id: number;
  name: string;
  admin_id: string;
  authority: AdminAuthority;
  createdAt: string;
}

export interface AdminSession {
  token: string;
  admin: AdminView;
}

export interface StoreFields {
  name: string;
  password: string;
  owner_name: string;
  email: string;
  phone_number: string;
  owner_phone: string;
  region: string;
  province: string;
  address: string;
  code?: string;
}

export interface ImageView {
  id: number;
  key: string;
  type: 'representative' | 'normal';
}

export interface UploadedImage extends ImageView {
  url: string;
}

export interface StoreView {
  id: number;
  name: string;
  region: string;
  province: string;
  address: string;
  phone_number: string;
  status: string;
  createdAt: string;
  redeemed: number;
  Images: ImageView[];
  Mission: MissionView | null;
  /** Only for an administrator or the store's owner. */
  code?: string;
  password?: string;
  owner_name?: string;
  email?: string;
  owner_phone?: string;
  /** The latest open stamp-guessing alert (administrator or owner), null when none is open. */
  stampGuessingAlert?: { failures: number; members: number } | null;
}

export type MissionStatus = 'ongoing' | 'pended' | 'finished';

export interface MissionFields {
  name: string;
  start_date: string;
  expire_date: string;
  max_stamp_count: number;
  status?: MissionStatus;
  /** Stamp pacing (docs/stamping.md): null or left out = no limit. */
  min_stamp_interval_minutes?: number | null;
  daily_stamp_limit?: number | null;
}

export interface MissionView extends Omit<MissionFields, 'status'> {
  id: number;
  store_id?: number;
  status: MissionStatus | null;
}

export interface StampResult {
  completed: boolean;
  message: string;
  /** The ticket the card's last stamp made. */
  ticket?: { id: number };
}

/** One push in a member's inbox (api-contract "Push inbox"). */
export interface InboxItem {
  id: number;
  is_read: boolean;
  PushMessage: { id: number; type: string; title: string; message: string; createdAt: string };
}

export interface SeededStore extends StoreFields {
  id: number;
  /** The owner's password for the store's back office. */
  ownerPassword: string;
}

export interface MemberFields {
  member_id: string;
  member_name: string;
  member_name2: string;
  member_pass: string;
  hphone_num?: string;
  gcashid?: string;
  addr1?: string;
  area1?: number;
  area2?: number;
}

export interface SeededMember extends MemberFields {
  bbs_no: number;
}

/** The owner password an administrator gives every seeded store (never its stamp password). */
export const OWNER_PASSWORD = 'Owner-pass-2026';

let seeded = 0;

/** A short tag that no other seeded record of this run carries (names, e-mails and ids stay distinct). */
export function uniqueTag(): string {
  seeded++;
  return `${Date.now().toString(36).slice(-5)}${seeded}`;
}

/** Thrown with the request, the status and the gateway's answer when a seeding call does not succeed. */
async function expectStatus(response: APIResponse, expected: number, what: string): Promise<void> {
  if (response.status() !== expected) {
    throw new Error(`${what}: expected ${expected}, got ${response.status()}: ${await response.text()}`);
  }
}

const bearer = (token: string | undefined): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

/**
 * Seeds data through the real gateway, as the web app's users would (Playwright's `request` context, with
 * the run's baseURL). Every method fails loudly, with the gateway's answer, when the call does not succeed.
 */
export class StampApi {
  constructor(private readonly request: APIRequestContext) {}

  private async send(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    expected: number,
    { token, data }: { token?: string; data?: unknown } = {},
  ): Promise<APIResponse> {
    const response = await this.request.fetch(path, { method, headers: bearer(token), data });
    await expectStatus(response, expected, `${method} ${path}`);
    return response;
  }

  private async json<T>(...args: Parameters<StampApi['send']>): Promise<T> {
    return (await (await this.send(...args)).json()) as T;
  }

  /** POST /api/v1/admin/login; the bootstrap super master unless told otherwise. */
  adminLogin(adminId: string = BOOTSTRAP_ADMIN.id, password: string = BOOTSTRAP_ADMIN.password) {
    return this.json<AdminSession>('POST', '/api/v1/admin/login', 200, {
      data: { admin_id: adminId, password },
    });
  }

  /** POST /api/v1/admin/create as a super master: a role admin unless `authority` says otherwise. */
  async createAdmin(
    token: string,
    overrides: Partial<{ authority: AdminAuthority; name: string; admin_id: string; password: string }> = {},
  ): Promise<AdminView & { password: string }> {
    const tag = uniqueTag();
    const fields = {
      authority: 'admin' as AdminAuthority,
      name: `Maria Santos ${tag}`,
      admin_id: `maria-${tag}`,
      password: `role-admin-${tag}`,
      ...overrides,
    };
    const admin = await this.json<AdminView>('POST', '/api/v1/admin/create', 201, { token, data: fields });
    return { ...admin, password: fields.password };
  }

  /** POST /api/v1/store/create (JSON, no images); the code is generated unless given. */
  async createStore(token: string, overrides: Partial<StoreFields> = {}): Promise<SeededStore> {
    const fields: StoreFields = { ...storeFields(uniqueTag()), ...overrides };
    const { id } = await this.json<{ id: number }>('POST', '/api/v1/store/create', 201, {
      token,
      data: { ...fields, owner_password: OWNER_PASSWORD },
    });
    return { ...fields, id, ownerPassword: OWNER_PASSWORD };
  }

  /** POST /api/v1/upload/image/store={id}/type={type}, multipart field `images` (one part per file). */
  async uploadStoreImages(
    token: string,
    storeId: number,
    type: ImageView['type'],
    images: readonly ImageFile[],
  ): Promise<UploadedImage[]> {
    const form = new FormData();
    for (const image of images) {
      form.append('images', new Blob([new Uint8Array(image.buffer)], { type: image.mimeType }), image.name);
    }
    const path = `/api/v1/upload/image/store=${storeId}/type=${type}`;
    const response = await this.request.post(path, { headers: bearer(token), multipart: form });
    await expectStatus(response, 201, `POST ${path}`);
    return ((await response.json()) as { images: UploadedImage[] }).images;
  }

  /** A store with one representative photo and the given normal photos (two by default). */
  async createStoreWithPhotos(
    token: string,
    {
      representative = PHOTOS.storefront,
      normal = [PHOTOS.counter, PHOTOS.coffee],
      ...overrides
    }: Partial<StoreFields> & { representative?: ImageFile; normal?: readonly ImageFile[] } = {},
  ): Promise<SeededStore & { images: UploadedImage[] }> {
    const store = await this.createStore(token, overrides);
    const images = [
      ...(await this.uploadStoreImages(token, store.id, 'representative', [representative])),
      ...(normal.length > 0 ? await this.uploadStoreImages(token, store.id, 'normal', normal) : []),
    ];
    return { ...store, images };
  }

  /** GET /api/v1/store/{id}: the public view, or the full one with an administrator's (or owner's) token. */
  getStore(id: number, token?: string) {
    return this.json<StoreView>('GET', `/api/v1/store/${id}`, 200, { token });
  }

  /** POST /api/v1/store/login: the token of the store's owner (its code, e-mail and owner password). */
  async storeOwnerLogin(store: SeededStore, code: string): Promise<string> {
    const { token } = await this.json<{ token: string }>('POST', '/api/v1/store/login', 200, {
      data: { code, email: store.email, password: store.ownerPassword },
    });
    return token;
  }

  /** GET /api/v1/store/{id}/stamp-code as an administrator or the store's owner: the rotating code now. */
  stampCode(storeId: number, token: string) {
    return this.json<{ code: string; expires_at: string; link: string }>(
      'GET',
      `/api/v1/store/${storeId}/stamp-code`,
      200,
      { token },
    );
  }

  /** GET /api/v1/stores/name={name}: the stores whose name holds `name`, newest first (full with an admin's token). */
  findStoresByName(name: string, token?: string) {
    return this.json<StoreView[]>('GET', `/api/v1/stores/name=${encodeURIComponent(name)}`, 200, { token });
  }

  /** POST /api/v1/store/login: the owner's store token (the owner password, never the stamp password). */
  async ownerLogin(store: SeededStore, code: string): Promise<string> {
    const { token } = await this.json<{ token: string }>('POST', '/api/v1/store/login', 200, {
      data: { code, email: store.email, password: store.ownerPassword },
    });
    return token;
  }

  /** POST /api/v1/mission/create as an administrator: 5 stamps, started yesterday, 30 days to go. */
  async createMission(token: string, storeId: number, overrides: Partial<MissionFields> = {}) {
    const { mission } = await this.json<{ mission: MissionView }>('POST', '/api/v1/mission/create', 201, {
      token,
      data: { ...missionFields(storeId), ...overrides },
    });
    return mission;
  }

  /** POST /api/v1/notice/create as an administrator (or the store's owner). */
  createNotice(token: string, storeId: number, title: string, message: string) {
    return this.json<{ id: number }>('POST', '/api/v1/notice/create', 201, {
      token,
      data: { store_id: storeId, title, message },
    });
  }

  /** POST /wifi-user/signup: an active member with a unique e-mail. */
  async signUpMember(overrides: Partial<MemberFields> = {}): Promise<SeededMember> {
    const tag = uniqueTag();
    const fields: MemberFields = {
      member_id: `juan-${tag}@example.ph`,
      member_name: 'Juan',
      member_name2: 'Dela Cruz',
      member_pass: `member-pass-${tag}`,
      ...overrides,
    };
    const { bbs_no } = await this.json<{ bbs_no: number }>('POST', '/wifi-user/signup', 201, {
      data: { privacy_agreed: true, member_pass_confirm: fields.member_pass, ...fields },
    });
    return { ...fields, bbs_no };
  }

  /** PUT /wifi-user/update as an administrator: suspend (1) or reactivate (2) a member. */
  async setMemberStatus(adminToken: string, memberId: string, joinCheck: 1 | 2): Promise<void> {
    await this.send('PUT', '/wifi-user/update', 200, {
      token: adminToken,
      data: { member_id: memberId, join_check: joinCheck },
    });
  }

  /** POST /wifi-user/login: the member's token. */
  async memberLogin(email: string, password: string): Promise<string> {
    const { token } = await this.json<{ token: string }>('POST', '/wifi-user/login', 200, {
      data: { email, password },
    });
    return token;
  }

  /** POST /api/v1/coupon/create as the member: the member's card for the mission. */
  async createCoupon(memberToken: string, bbsNo: number, missionId: number): Promise<{ id: number }> {
    return this.json<{ id: number }>('POST', '/api/v1/coupon/create', 201, {
      token: memberToken,
      data: { user_id: bbsNo, mission_id: missionId },
    });
  }

  /** POST /api/v1/coupon/{id}/add as the member, with the store's stamp password. */
  addStamp(memberToken: string, couponId: number, password: string) {
    return this.json<StampResult>('POST', `/api/v1/coupon/${couponId}/add`, 200, {
      token: memberToken,
      data: { password },
    });
  }

  /** POST /api/v1/coupon/{id}/add with a wrong stamp password: refused (400, or 429 once locked). */
  async addStampWrongly(memberToken: string, couponId: number, password: string): Promise<number> {
    const response = await this.request.post(`/api/v1/coupon/${couponId}/add`, {
      headers: bearer(memberToken),
      data: { password },
    });
    if (![400, 429].includes(response.status())) {
      throw new Error(`a wrong stamp password answered ${response.status()}: ${await response.text()}`);
    }
    return response.status();
  }

  /** PUT /api/v1/ticket/use/ticket_id={id} as the member, with the store's stamp password. */
  async useTicket(memberToken: string, ticketId: number, password: string): Promise<void> {
    await this.send('PUT', `/api/v1/ticket/use/ticket_id=${ticketId}`, 200, {
      token: memberToken,
      data: { password },
    });
  }

  /**
   * The member makes a card for the store's mission and collects `stamps` stamps with the store's password;
   * the last answer (with its ticket when the card is complete).
   */
  async collectStamps(
    member: SeededMember,
    store: SeededStore,
    missionId: number,
    stamps: number,
  ): Promise<{ token: string; last: StampResult }> {
    const token = await this.memberLogin(member.member_id, member.member_pass);
    const card = await this.createCoupon(token, member.bbs_no, missionId);
    let last: StampResult = { completed: false, message: '' };
    for (let stamp = 0; stamp < stamps; stamp++) {
      last = await this.addStamp(token, card.id, store.password);
    }
    return { token, last };
  }

  /** GET /api/v1/push/user_id/{bbs_no} as the member: the member's push inbox, newest first. */
  memberInbox(memberToken: string, bbsNo: number) {
    return this.json<InboxItem[]>('GET', `/api/v1/push/user_id/${bbsNo}`, 200, { token: memberToken });
  }

  /** GET /wifi-user/find-password/{first}/{last}/{email}: the product mails the member a reset link. */
  async requestPasswordReset(member: MemberFields): Promise<string> {
    const parts = [member.member_name, member.member_name2, member.member_id].map(encodeURIComponent);
    return (await this.send('GET', `/wifi-user/find-password/${parts.join('/')}`, 200)).text();
  }
}
