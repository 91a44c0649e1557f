// Fills an empty product with the demo sample through the gateway, as the web app's users would: the
// administrator registers the stores (with their photos) and their missions, members sign up, log in, collect
// stamps and use some of their tickets, owners and the administrator send pushes. Every read model and event
// is then what the product itself made of those actions. Nothing is written when the product already holds
// stores or members.
import { randomUUID } from 'node:crypto';
import createClient, { type Client } from 'openapi-fetch';

import type { paths } from '../../libs/api-client/src/schema.gen';

import { storePhotos } from './photos';
import { Random } from './random';
import { MISSIONS, type DemoStore, type MissionPlan, sampleMembers, sampleStores } from './sample';

/** The seed of the sample: change it and every name, number and photo changes with it. */
const SEED = 20_261_128;
export const DEMO_MEMBERS = 200;
/** Stores whose owner gets an owner password (printed with the logins): one of each kind. */
const OWNER_LOGINS = 5;
/** Members whose password stamping and the member home are tried with (printed with the logins). */
const MEMBER_LOGINS = 2;
export const DEMO_MEMBER_PASSWORD = 'Mabuhay-demo-2026';
const OWNER_PASSWORD = 'Tindahan-demo-2026';
/** Requests in flight at once: enough to keep the 2-core machine's Argon2 and Postgres busy. */
const CONCURRENCY = 6;

export interface AdminCredentials {
  adminId: string;
  password: string;
}

export interface DemoLogins {
  admin: AdminCredentials;
  owners: { store: string; code: string; email: string; password: string }[];
  members: { name: string; email: string; password: string }[];
}

export interface DemoCounts {
  stores: number;
  missions: Record<MissionPlan, number>;
  members: number;
  stamps: number;
  tickets: number;
  ticketsUsed: number;
  pushes: number;
  notices: number;
}

/** The product already holds data: the demo leaves it as it is. */
export class NotEmptyError extends Error {
  constructor(
    readonly stores: number,
    readonly members: number,
  ) {
    super(
      `The database already holds ${String(stores)} store(s) and ${String(members)} member(s): the demo fills ` +
        'only an empty one, and nothing was written. Start it on a fresh DATA_DIR (or an empty DATABASE_URL).',
    );
    this.name = 'NotEmptyError';
  }
}

type Api = Client<paths>;

/** The data of an answer, or an Error that names the call and carries the gateway's message. */
function dataOf<T>(what: string, answer: { data?: T; error?: unknown; response: Response }): T {
  if (answer.error !== undefined || answer.data === undefined) {
    throw new Error(
      `demo: ${what} answered ${String(answer.response.status)} ${JSON.stringify(answer.error)}`,
    );
  }
  return answer.data;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A calendar date in Manila (the missions' time zone), `days` from today, as YYYY-MM-DD. */
function manilaDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Runs `work` over `items`, at most `limit` at a time, in order of start. */
async function inParallel<T>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<void>,
) {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

interface SeededStore extends DemoStore {
  id: number;
  code: string;
  password: string;
  missionId?: number;
  ownerPassword?: string;
}

class DemoSeeder {
  private readonly counts: DemoCounts = {
    stores: 0,
    missions: { ongoing: 0, pended: 0, finished: 0, expired: 0, none: 0 },
    members: 0,
    stamps: 0,
    tickets: 0,
    ticketsUsed: 0,
    pushes: 0,
    notices: 0,
  };

  constructor(
    private readonly api: Api,
    private readonly adminToken: string,
    private readonly random: Random,
    private readonly log: (line: string) => void,
  ) {}

  async run(admin: AdminCredentials): Promise<{ logins: DemoLogins; counts: DemoCounts }> {
    const stores = await this.createStores(sampleStores(this.random));
    this.log(`  ${String(stores.length)} stores with their photos and missions`);
    const members = sampleMembers(this.random, stores, DEMO_MEMBERS);
    // Each member's visits are drawn up front, in member order, so concurrency cannot change the sample.
    const visits = members.map(() => this.plannedVisits(stores));
    await inParallel(members, CONCURRENCY, async (member, index) => {
      await this.memberLife(member, visits[index] ?? []);
    });
    this.log(
      `  ${String(this.counts.members)} members: ${String(this.counts.stamps)} stamps, ` +
        `${String(this.counts.tickets)} tickets (${String(this.counts.ticketsUsed)} used)`,
    );
    await this.settleMissions(stores);
    await this.sendPushes(stores);
    this.log(`  ${String(this.counts.pushes)} push messages and ${String(this.counts.notices)} notices`);
    const owners = stores.filter((store) => store.ownerPassword !== undefined);
    return {
      counts: this.counts,
      logins: {
        admin,
        owners: owners.map((store) => ({
          store: store.name,
          code: store.code,
          email: store.email,
          password: store.ownerPassword ?? '',
        })),
        members: members.slice(0, MEMBER_LOGINS).map((member) => ({
          name: `${member.member_name} ${member.member_name2}`,
          email: member.member_id,
          password: DEMO_MEMBER_PASSWORD,
        })),
      },
    };
  }

  /** The stores, each registered with its two photos in one request, then its mission (if it runs one). */
  private async createStores(sample: DemoStore[]): Promise<SeededStore[]> {
    const ownerKinds = new Set<string>();
    const planned = sample.map((store) => {
      const ownerLogin =
        ownerKinds.size < OWNER_LOGINS && store.mission === 'ongoing' && !ownerKinds.has(store.kind);
      if (ownerLogin) ownerKinds.add(store.kind);
      return {
        store,
        password: String(this.random.int(100000, 999999)),
        ownerPassword: ownerLogin ? OWNER_PASSWORD : undefined,
        photos: storePhotos(store.slug, store.kind, this.random),
        missionDays: { start: -this.random.int(10, 25), end: this.random.int(30, 90) },
      };
    });
    const created: SeededStore[] = new Array<SeededStore>(planned.length);
    await inParallel(
      planned,
      CONCURRENCY,
      async ({ store, password, ownerPassword, photos, missionDays }, index) => {
        const body = {
          name: store.name,
          password,
          owner_name: store.owner_name,
          email: store.email,
          phone_number: store.phone_number,
          owner_phone: store.owner_phone,
          region: store.region,
          province: store.province,
          address: store.address,
          code: store.code,
          ...(ownerPassword === undefined ? {} : { owner_password: ownerPassword }),
        };
        const { id } = dataOf(
          `registering ${store.name}`,
          await this.api.POST('/api/v1/store/create', {
            headers: bearer(this.adminToken),
            body,
            bodySerializer: (fields) => {
              const form = new FormData();
              for (const [name, value] of Object.entries(fields)) form.append(name, value);
              form.append(
                'representative',
                new Blob([photos.front.bytes], { type: photos.front.mimeType }),
                photos.front.name,
              );
              form.append(
                'images',
                new Blob([photos.goods.bytes], { type: photos.goods.mimeType }),
                photos.goods.name,
              );
              return form;
            },
          }),
        );
        const seeded: SeededStore = { ...store, id, password, ownerPassword };
        if (store.mission !== 'none') {
          const mission = MISSIONS[store.kind];
          const result = dataOf(
            `the mission of ${store.name}`,
            await this.api.POST('/api/v1/mission/create', {
              headers: bearer(this.adminToken),
              body: {
                store_id: id,
                name: mission.name,
                start_date: manilaDate(missionDays.start),
                expire_date: manilaDate(missionDays.end),
                max_stamp_count: mission.stamps,
              },
            }),
          );
          seeded.missionId = result.mission.id;
        }
        this.counts.missions[store.mission]++;
        this.counts.stores++;
        created[index] = seeded;
      },
    );
    return created;
  }

  /** The stores a member collects stamps at (mostly near home), and how many stamps at each. */
  private plannedVisits(
    stores: readonly SeededStore[],
  ): { store: SeededStore; stamps: number; redeem: boolean }[] {
    const withMission = stores.filter((store) => store.mission !== 'none');
    const count = this.random.chance(0.15) ? 0 : this.random.chance(0.7) ? 1 : 2;
    return this.random.sample(withMission, count).map((store) => {
      const size = MISSIONS[store.kind].stamps;
      return { store, stamps: this.random.int(1, size + 2), redeem: this.random.chance(0.6) };
    });
  }

  /** A member signs up, logs in, collects the planned stamps and uses some of the tickets they earn. */
  private async memberLife(
    member: ReturnType<typeof sampleMembers>[number],
    visits: { store: SeededStore; stamps: number; redeem: boolean }[],
  ): Promise<void> {
    const { bbs_no } = dataOf(
      `signing up ${member.member_id}`,
      await this.api.POST('/wifi-user/signup', {
        body: {
          ...member,
          privacy_agreed: true,
          member_pass: DEMO_MEMBER_PASSWORD,
          member_pass_confirm: DEMO_MEMBER_PASSWORD,
          gcashid: member.hphone_num,
        },
      }),
    );
    this.counts.members++;
    if (visits.length === 0) return;
    const { token } = dataOf(
      `logging in ${member.member_id}`,
      await this.api.POST('/wifi-user/login', {
        body: { email: member.member_id, password: DEMO_MEMBER_PASSWORD },
      }),
    );
    for (const visit of visits) {
      await this.collect(token, bbs_no, visit);
    }
  }

  private async collect(
    token: string,
    bbsNo: number,
    { store, stamps, redeem }: { store: SeededStore; stamps: number; redeem: boolean },
  ): Promise<void> {
    const missionId = store.missionId;
    if (missionId === undefined) return;
    let cardId: number | undefined;
    for (let stamp = 0; stamp < stamps; stamp++) {
      cardId ??= dataOf(
        'a new card',
        await this.api.POST('/api/v1/coupon/create', {
          headers: bearer(token),
          body: { user_id: bbsNo, mission_id: missionId },
        }),
      ).id;
      const result = dataOf(
        `a stamp at ${store.name}`,
        await this.api.POST('/api/v1/coupon/{id}/add', {
          params: { path: { id: cardId }, header: { 'Idempotency-Key': randomUUID() } },
          headers: bearer(token),
          body: { password: store.password },
        }),
      );
      this.counts.stamps++;
      if (result.ticket) {
        cardId = undefined;
        this.counts.tickets++;
        if (redeem) {
          dataOf(
            `using a ticket at ${store.name}`,
            await this.api.PUT('/api/v1/ticket/use/ticket_id={id}', {
              params: { path: { id: result.ticket.id }, header: { 'Idempotency-Key': randomUUID() } },
              headers: bearer(token),
              body: { password: store.password },
            }),
          );
          this.counts.ticketsUsed++;
        }
      }
    }
  }

  /** After the members' stamps: the administrator pauses, ends or backdates the missions the sample says. */
  private async settleMissions(stores: readonly SeededStore[]): Promise<void> {
    const changes = stores.filter((store) => ['pended', 'finished', 'expired'].includes(store.mission));
    await inParallel(changes, CONCURRENCY, async (store) => {
      if (store.missionId === undefined) return;
      const mission = MISSIONS[store.kind];
      const expired = store.mission === 'expired';
      dataOf(
        `settling the mission of ${store.name}`,
        await this.api.PUT('/api/v1/mission/update', {
          headers: bearer(this.adminToken),
          body: {
            id: store.missionId,
            store_id: store.id,
            name: mission.name,
            start_date: manilaDate(expired ? -75 : -40),
            expire_date: manilaDate(expired ? -3 : 30),
            max_stamp_count: mission.stamps,
            status:
              store.mission === 'expired' ? 'ongoing' : store.mission === 'pended' ? 'pended' : 'finished',
          },
        }),
      );
    });
  }

  /** Two broadcasts from the administrator, a regional push and a notice from each store with an owner login. */
  private async sendPushes(stores: readonly SeededStore[]): Promise<void> {
    const broadcasts = [
      {
        type: 'new-event' as const,
        title: 'Stamp week',
        message: 'Double the fun: collect stamps at any partner store this week!',
      },
      {
        type: 'new-event' as const,
        title: 'Salamat, suki!',
        message: 'Thank you for supporting your neighbourhood stores. Show your card at the counter.',
      },
    ];
    for (const body of broadcasts) {
      dataOf(
        'a broadcast',
        await this.api.POST('/api/v1/push/send', { headers: bearer(this.adminToken), body }),
      );
      this.counts.pushes++;
    }
    for (const store of stores.filter((s) => s.ownerPassword !== undefined)) {
      const { token } = dataOf(
        `the owner of ${store.name} signing in`,
        await this.api.POST('/api/v1/store/login', {
          body: { code: store.code, email: store.email, password: store.ownerPassword ?? '' },
        }),
      );
      dataOf(
        `a push from ${store.name}`,
        await this.api.POST('/api/v1/push/region', {
          headers: bearer(token),
          body: {
            region: store.region,
            province: store.province,
            title: 'Double stamps today',
            message: 'Show this message at the counter for two stamps on every purchase until 6 pm.',
          },
        }),
      );
      this.counts.pushes++;
      dataOf(
        `a notice of ${store.name}`,
        await this.api.POST('/api/v1/notice/create', {
          headers: bearer(token),
          body: {
            store_id: store.id,
            title: 'Open every day',
            message: 'We are open 7 am to 9 pm, holidays included. Salamat po!',
          },
        }),
      );
      this.counts.notices++;
    }
  }
}

/** Counts what the product holds that the demo would add to: stores (public) and members (admin). */
async function existingData(api: Api, adminToken: string): Promise<{ stores: number; members: number }> {
  const stores = dataOf('the store list', await api.GET('/api/v1/stores', {}));
  const members = dataOf(
    'the member count',
    await api.GET('/wifi-user/all/count', { headers: bearer(adminToken) }),
  );
  return { stores: stores.length, members };
}

/**
 * Signs in as the administrator, refuses (NotEmptyError, nothing written) when the product holds stores or
 * members, else fills it with the sample and answers the logins to try and what was made.
 */
export async function seedDemo(
  baseUrl: string,
  admin: AdminCredentials,
  log: (line: string) => void = () => undefined,
): Promise<{ logins: DemoLogins; counts: DemoCounts }> {
  const api = createClient<paths>({ baseUrl });
  const login = await api.POST('/api/v1/admin/login', {
    body: { admin_id: admin.adminId, password: admin.password },
  });
  if (login.error !== undefined) {
    throw new Error(
      `The administrator '${admin.adminId}' could not sign in (${login.error.message}). The demo signs in as ` +
        'BOOTSTRAP_ADMIN_ID with BOOTSTRAP_ADMIN_PASSWORD: set them to the first administrator of this database.',
    );
  }
  const adminToken = login.data.token;
  const existing = await existingData(api, adminToken);
  if (existing.stores > 0 || existing.members > 0) {
    throw new NotEmptyError(existing.stores, existing.members);
  }
  return new DemoSeeder(api, adminToken, new Random(SEED), log).run(admin);
}
