import type { APIRequestContext } from '@playwright/test';

import { createStampClient, type Schema, type StampClient } from '@stamp/api-client';

import { missionFields, storeFields } from '../../../../test/support/seed-data';

import type { ImageFile } from './png';
import { PHOTOS } from './png';
import { BOOTSTRAP_ADMIN } from './product';

// The gateway's request and answer shapes come from its OpenAPI document (libs/api-client, `npm run
// api:generate`); below are only what the tests seed with and keep.

export type AdminSession = Schema<'AdminLoginView'>;

/** A store's registration, as storeFields makes it (the owner password is the helper's, OWNER_PASSWORD). */
export type StoreFields = Omit<Schema<'CreateStoreRequest'>, 'owner_password'>;

export type SeededStore = StoreFields &
  Schema<'CreatedIdView'> & {
    /** The owner's password for the store's back office. */
    ownerPassword: string;
  };

/** A member's sign-up, without the fields the helper fills (privacy agreement, password confirmation). */
export type MemberFields = Omit<Schema<'SignUpRequest'>, 'privacy_agreed' | 'member_pass_confirm'>;

export type SeededMember = MemberFields & Schema<'SignedUpView'>;

/** The owner password an administrator gives every seeded store (never its stamp password). */
export const OWNER_PASSWORD = 'Owner-pass-2026';

let seeded = 0;

/** A short tag that no other seeded record of this run carries (names, e-mails and ids stay distinct). */
export function uniqueTag(): string {
  seeded++;
  return `${Date.now().toString(36).slice(-5)}${seeded}`;
}

/** A call's answer from the typed client (openapi-fetch). */
interface Answer<Data> {
  data?: Data;
  error?: unknown;
  response: Response;
}

/** The answer's data; thrown with the request, the status and the gateway's answer when it is not `expected`. */
function expectStatus<Data>(expected: number, { data, error, response }: Answer<Data>): Data {
  if (response.status !== expected || data === undefined) {
    const body = JSON.stringify(error ?? data ?? null);
    throw new Error(`${response.url}: expected ${String(expected)}, got ${String(response.status)}: ${body}`);
  }
  return data;
}

/** The typed client builds absolute URLs; the fetch below keeps only their path, for the context's baseURL. */
const CONTEXT_BASE_URL = 'http://playwright-request-context.invalid';

/** Statuses whose answer has no body (a Response refuses one). */
const NO_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * `fetch` through Playwright's request context: its baseURL and extra headers (each test's X-Forwarded-For,
 * fixtures.ts) go with every call the typed client makes, as with the test's own `request`.
 */
function fetchThrough(context: APIRequestContext): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const { pathname, search } = new URL(request.url);
    const answer = await context.fetch(`${pathname}${search}`, {
      method: request.method,
      headers: Object.fromEntries(request.headers),
      data: request.body ? Buffer.from(await request.arrayBuffer()) : undefined,
    });
    const body = NO_BODY_STATUSES.has(answer.status()) ? null : new Uint8Array(await answer.body());
    const response = new Response(body, {
      status: answer.status(),
      statusText: answer.statusText(),
      headers: answer.headersArray().map(({ name, value }): [string, string] => [name, value]),
    });
    // fetch's own answers carry their URL (a constructed Response cannot): it names the call in expectStatus.
    Object.defineProperty(response, 'url', { value: answer.url() });
    await answer.dispose();
    return response;
  };
}

/**
 * Seeds data through the real gateway, as the web app's users would: the generated client over Playwright's
 * `request` context (its baseURL and headers). Every method fails loudly, with the gateway's answer, when the
 * call does not succeed.
 */
export class StampApi {
  private readonly fetch: typeof fetch;

  constructor(request: APIRequestContext) {
    this.fetch = fetchThrough(request);
  }

  /** The typed client, with `token` as the bearer when one is given. */
  private client(token?: string): StampClient {
    return createStampClient({
      baseUrl: CONTEXT_BASE_URL,
      token: () => token ?? null,
      onUnauthorized: () => undefined,
      fetch: this.fetch,
    });
  }

  /** POST /api/v1/admin/login; the bootstrap super master unless told otherwise. */
  async adminLogin(
    adminId: string = BOOTSTRAP_ADMIN.id,
    password: string = BOOTSTRAP_ADMIN.password,
  ): Promise<AdminSession> {
    const answer = await this.client().POST('/api/v1/admin/login', { body: { admin_id: adminId, password } });
    return expectStatus(200, answer);
  }

  /** POST /api/v1/admin/create as a super master: a role admin unless `authority` says otherwise. */
  async createAdmin(
    token: string,
    overrides: Partial<Schema<'AdminFieldsRequest'>> = {},
  ): Promise<Schema<'AdminView'> & { password: string }> {
    const tag = uniqueTag();
    const fields: Schema<'AdminFieldsRequest'> = {
      authority: 'admin',
      name: `Maria Santos ${tag}`,
      admin_id: `maria-${tag}`,
      password: `role-admin-${tag}`,
      ...overrides,
    };
    const admin = expectStatus(201, await this.client(token).POST('/api/v1/admin/create', { body: fields }));
    return { ...admin, password: fields.password };
  }

  /** POST /api/v1/store/create (JSON, no images); the code is generated unless given. */
  async createStore(token: string, overrides: Partial<StoreFields> = {}): Promise<SeededStore> {
    const fields: StoreFields = { ...storeFields(uniqueTag()), ...overrides };
    const answer = await this.client(token).POST('/api/v1/store/create', {
      body: { ...fields, owner_password: OWNER_PASSWORD },
    });
    const { id } = expectStatus(201, answer);
    return { ...fields, id, ownerPassword: OWNER_PASSWORD };
  }

  /** POST /api/v1/upload/image/store={id}/type={type}, multipart field `images` (one part per file). */
  async uploadStoreImages(
    token: string,
    storeId: number,
    type: Schema<'ImageView'>['type'],
    images: readonly ImageFile[],
  ): Promise<Schema<'UploadedImageView'>[]> {
    const answer = await this.client(token).POST('/api/v1/upload/image/store={id}/type={type}', {
      params: { path: { id: storeId, type } },
      body: { images: [] },
      bodySerializer: () => {
        const form = new FormData();
        for (const image of images) {
          form.append(
            'images',
            new Blob([new Uint8Array(image.buffer)], { type: image.mimeType }),
            image.name,
          );
        }
        return form;
      },
    });
    return expectStatus(201, answer).images;
  }

  /** A store with one representative photo and the given normal photos (two by default). */
  async createStoreWithPhotos(
    token: string,
    {
      representative = PHOTOS.storefront,
      normal = [PHOTOS.counter, PHOTOS.coffee],
      ...overrides
    }: Partial<StoreFields> & { representative?: ImageFile; normal?: readonly ImageFile[] } = {},
  ): Promise<SeededStore & { images: Schema<'UploadedImageView'>[] }> {
    const store = await this.createStore(token, overrides);
    const images = [
      ...(await this.uploadStoreImages(token, store.id, 'representative', [representative])),
      ...(normal.length > 0 ? await this.uploadStoreImages(token, store.id, 'normal', normal) : []),
    ];
    return { ...store, images };
  }

  /** GET /api/v1/store/{id}: the public view, or the full one with an administrator's (or owner's) token. */
  getStore(id: number): Promise<Schema<'StorePublicView'>>;
  getStore(id: number, token: string): Promise<Schema<'StoreFullView'>>;
  async getStore(id: number, token?: string): Promise<Schema<'StorePublicView' | 'StoreFullView'>> {
    const answer = await this.client(token).GET('/api/v1/store/{id}', { params: { path: { id } } });
    const store = expectStatus(200, answer);
    if (token !== undefined && !('code' in store)) {
      throw new Error(
        `GET /api/v1/store/${String(id)}: the token was given the public view, not the full one`,
      );
    }
    return store;
  }

  /** POST /api/v1/store/login: the token of the store's owner (its code, e-mail and owner password). */
  async storeOwnerLogin(store: SeededStore, code: string): Promise<string> {
    const answer = await this.client().POST('/api/v1/store/login', {
      body: { code, email: store.email, password: store.ownerPassword },
    });
    return expectStatus(200, answer).token;
  }

  /** GET /api/v1/store/{id}/stamp-code as an administrator or the store's owner: the rotating code now. */
  async stampCode(storeId: number, token: string): Promise<Schema<'StampCodeView'>> {
    const answer = await this.client(token).GET('/api/v1/store/{id}/stamp-code', {
      params: { path: { id: storeId } },
    });
    return expectStatus(200, answer);
  }

  /** GET /api/v1/stores/name={name}: the stores whose name holds `name`, newest first (full with an admin's token). */
  async findStoresByName(name: string, token?: string) {
    const answer = await this.client(token).GET('/api/v1/stores/name={name}', {
      params: { path: { name } },
    });
    return expectStatus(200, answer);
  }

  /** POST /api/v1/store/login: the owner's store token (the owner password, never the stamp password). */
  ownerLogin(store: SeededStore, code: string): Promise<string> {
    return this.storeOwnerLogin(store, code);
  }

  /** POST /api/v1/mission/create as an administrator: 5 stamps, started yesterday, 30 days to go. */
  async createMission(
    token: string,
    storeId: number,
    overrides: Partial<Omit<Schema<'CreateMissionRequest'>, 'store_id'>> = {},
  ): Promise<Schema<'MissionView'>> {
    const answer = await this.client(token).POST('/api/v1/mission/create', {
      body: { ...missionFields(storeId), ...overrides },
    });
    return expectStatus(201, answer).mission;
  }

  /** POST /api/v1/notice/create as an administrator (or the store's owner). */
  async createNotice(
    token: string,
    storeId: number,
    title: string,
    message: string,
  ): Promise<Schema<'NoticeView'>> {
    const answer = await this.client(token).POST('/api/v1/notice/create', {
      body: { store_id: storeId, title, message },
    });
    return expectStatus(201, answer);
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
    const answer = await this.client().POST('/wifi-user/signup', {
      body: { privacy_agreed: true, member_pass_confirm: fields.member_pass, ...fields },
    });
    return { ...fields, bbs_no: expectStatus(201, answer).bbs_no };
  }

  /** PUT /wifi-user/update as an administrator: suspend (1) or reactivate (2) a member. */
  async setMemberStatus(
    adminToken: string,
    memberId: string,
    joinCheck: Schema<'AdminUpdateMemberRequest'>['join_check'],
  ): Promise<void> {
    const answer = await this.client(adminToken).PUT('/wifi-user/update', {
      body: { member_id: memberId, join_check: joinCheck },
    });
    expectStatus(200, answer);
  }

  /** POST /wifi-user/login: the member's token. */
  async memberLogin(email: string, password: string): Promise<string> {
    const answer = await this.client().POST('/wifi-user/login', { body: { email, password } });
    return expectStatus(200, answer).token;
  }

  /** POST /api/v1/coupon/create as the member: the member's card for the mission. */
  async createCoupon(memberToken: string, bbsNo: number, missionId: number): Promise<Schema<'CouponView'>> {
    const answer = await this.client(memberToken).POST('/api/v1/coupon/create', {
      body: { user_id: bbsNo, mission_id: missionId },
    });
    return expectStatus(201, answer);
  }

  /** POST /api/v1/coupon/{id}/add as the member, with the store's stamp password. */
  async addStamp(
    memberToken: string,
    couponId: number,
    password: string,
  ): Promise<Schema<'StampResultView'>> {
    const answer = await this.client(memberToken).POST('/api/v1/coupon/{id}/add', {
      params: { path: { id: couponId } },
      body: { password },
    });
    return expectStatus(200, answer);
  }

  /** POST /api/v1/coupon/{id}/add with a wrong stamp password: refused (400, or 429 once locked). */
  async addStampWrongly(memberToken: string, couponId: number, password: string): Promise<number> {
    const { response, error, data } = await this.client(memberToken).POST('/api/v1/coupon/{id}/add', {
      params: { path: { id: couponId } },
      body: { password },
    });
    if (![400, 429].includes(response.status)) {
      const body = JSON.stringify(error ?? data);
      throw new Error(`a wrong stamp password answered ${String(response.status)}: ${body}`);
    }
    return response.status;
  }

  /** PUT /api/v1/ticket/use/ticket_id={id} as the member, with the store's stamp password. */
  async useTicket(memberToken: string, ticketId: number, password: string): Promise<void> {
    const answer = await this.client(memberToken).PUT('/api/v1/ticket/use/ticket_id={id}', {
      params: { path: { id: ticketId } },
      body: { password },
    });
    expectStatus(200, answer);
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
  ): Promise<{ token: string; last: Schema<'StampResultView'> }> {
    const token = await this.memberLogin(member.member_id, member.member_pass);
    const card = await this.createCoupon(token, member.bbs_no, missionId);
    let last: Schema<'StampResultView'> = { completed: false, message: '' };
    for (let stamp = 0; stamp < stamps; stamp++) {
      last = await this.addStamp(token, card.id, store.password);
    }
    return { token, last };
  }

  /** GET /api/v1/push/user_id/{bbs_no} as the member: the member's push inbox, newest first. */
  async memberInbox(memberToken: string, bbsNo: number): Promise<Schema<'InboxItemView'>[]> {
    const answer = await this.client(memberToken).GET('/api/v1/push/user_id/{bbs_no}', {
      params: { path: { bbs_no: bbsNo } },
    });
    return expectStatus(200, answer);
  }

  /** GET /api/v1/id/region={region} and …/province={province}: the area ids a member's sign-up stores. */
  async areaIds(region: string, province: string): Promise<{ area1: number; area2: number }> {
    const client = this.client();
    const [regionAnswer, provinceAnswer] = await Promise.all([
      client.GET('/api/v1/id/region={region}', { params: { path: { region } } }),
      client.GET('/api/v1/id/region={region}/province={province}', {
        params: { path: { region, province } },
      }),
    ]);
    return {
      area1: expectStatus(200, regionAnswer).area_id,
      area2: expectStatus(200, provinceAnswer).area_id,
    };
  }

  /** GET /wifi-user/find-password/{first}/{last}/{email}: the product mails the member a reset link. */
  async requestPasswordReset(member: MemberFields): Promise<string> {
    const answer = await this.client().GET('/wifi-user/find-password/{first}/{last}/{email}', {
      params: { path: { first: member.member_name, last: member.member_name2, email: member.member_id } },
      parseAs: 'text',
    });
    return expectStatus(200, answer);
  }
}
