import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { Client } from 'pg';
import {
  AutoPushView,
  EventEnvelope,
  InboxItemView,
  MissionEventPayload,
  SentPushView,
} from '@stamp/contracts';
import { createDatabase, dropDatabase, testEnv } from '@stamp/testing';
import { storeInput } from '../support/fixtures';
import { TestSystem, eventually, startTestSystem } from '../support/system';

const NCR = 1300000000;
const MAKATI = 1380300000;
const CENTRAL_VISAYAS = 700000000;
const CEBU_CITY = 730600000;
const NCR_NAME = 'National Capital Region (NCR)';
const CEBU_REGION = 'Region VII (Central Visayas)';

interface Member {
  bbs_no: number;
  token: string;
}

interface ErrorBody {
  statusCode: number;
  message: string;
  errors: string[];
}

const YYYY_MM_DD_DOTS = /\d{4}\.\d{2}\.\d{2}/;

describe('Push messages and inboxes through the gateway (real Postgres and NATS)', () => {
  const database = `stamp_push_${Date.now()}`;
  let databaseUrl: string;
  let sut: TestSystem;
  let db: Client;
  let admin: string;
  let counter = 0;

  beforeAll(async () => {
    databaseUrl = await createDatabase(database);
    sut = await startTestSystem({ databaseUrl });
    db = new Client({ connectionString: databaseUrl });
    await db.connect();
    admin = await sut.tokenFor({ kind: 'admin', adminId: 1, authority: 'super master' });
  });

  afterAll(async () => {
    await db.end();
    await sut.close();
    await dropDatabase(database);
  });

  /** A real member: signs up and logs in through the gateway; the push service learns of them by event. */
  async function member(area1 = NCR, area2 = MAKATI): Promise<Member> {
    counter++;
    const email = `push${counter}-${Date.now()}@example.ph`;
    const password = `pw-${randomUUID()}`;
    const signUp = await sut.call<{ bbs_no: number }>('POST', '/wifi-user/signup', {
      body: {
        privacy_agreed: true,
        member_id: email,
        member_name: `Ana${counter}`,
        member_name2: 'Reyes',
        member_pass: password,
        member_pass_confirm: password,
        area1,
        area2,
        addr1: '1 Rizal St.',
      },
    });
    expect(signUp.status).toBe(201);
    const login = await sut.call<{ token: string }>('POST', '/wifi-user/login', {
      body: { email, password },
    });
    expect(login.status).toBe(200);
    const memberNo = signUp.body.bbs_no;
    await eventually(async () => {
      const { rowCount } = await db.query('SELECT 1 FROM push.members WHERE bbs_no = $1', [memberNo]);
      expect(rowCount).toBe(1);
    });
    return { bbs_no: memberNo, token: login.body.token };
  }

  async function inbox(who: Member, query = ''): Promise<InboxItemView[]> {
    const response = await sut.call<InboxItemView[]>('GET', `/api/v1/push/user_id/${who.bbs_no}${query}`, {
      token: who.token,
    });
    expect(response.status).toBe(200);
    return response.body;
  }

  async function autoPushes(): Promise<AutoPushView[]> {
    const response = await sut.call<AutoPushView[]>('GET', '/api/v1/push?limit=100', { token: admin });
    expect(response.status).toBe(200);
    return response.body;
  }

  /** Waits for the automatic push the event made and returns it. */
  async function autoPushOf(predicate: (push: AutoPushView) => boolean): Promise<AutoPushView> {
    return eventually(async () => {
      const found = (await autoPushes()).find(predicate);
      expect(found).toBeDefined();
      return found as AutoPushView;
    });
  }

  async function broadcast(title: string, text: string): Promise<SentPushView> {
    const response = await sut.call<SentPushView>(
      'GET',
      `/api/v1/push/send/type/new-event/title/${encodeURIComponent(title)}/message/${encodeURIComponent(text)}`,
      { token: admin },
    );
    expect(response.status).toBe(200);
    return response.body;
  }

  async function createStore(name: string, region = NCR_NAME, province = 'Makati City'): Promise<number> {
    const response = await sut.call<{ id: number }>('POST', '/api/v1/store/create', {
      token: admin,
      body: storeInput({ name, region, province, address: '123 Ayala Ave.' }),
    });
    expect(response.status).toBe(201);
    return response.body.id;
  }

  function missionEvent(storeId: number, storeName: string, missionId: number) {
    return {
      mission: {
        id: missionId,
        store_id: storeId,
        name: 'Coffee lovers',
        start_date: '2026-12-01',
        expire_date: '2026-12-31',
        max_stamp_count: 10,
        status: 'ongoing',
        createdAt: new Date().toISOString(),
      },
      store: {
        id: storeId,
        name: storeName,
        region: NCR_NAME,
        province: 'Makati City',
        address: '123 Ayala Ave.',
      },
    } satisfies MissionEventPayload;
  }

  /** Puts the same event on the stream again under another JetStream message id: a redelivery. */
  async function redeliver(envelope: EventEnvelope): Promise<void> {
    const nc = await connect({ servers: testEnv.natsUrl() });
    try {
      const info = await (await jetstreamManager(nc)).streams.info(sut.bus.streamName);
      const prefix = (info.config.subjects[0] ?? '').replace(/>$/, '');
      await jetstream(nc).publish(`${prefix}${envelope.subject}`, JSON.stringify(envelope), {
        msgID: randomUUID(),
      });
    } finally {
      await nc.close();
    }
  }

  describe('automatic pushes', () => {
    let storeId: number;
    const storeName = `Kape ni Ana ${Date.now().toString(36)}`;

    beforeAll(async () => {
      storeId = await createStore(storeName);
    });

    it('announces a new store with its name, place and registration date as YYYY.MM.DD', async () => {
      const push = await autoPushOf((p) => p.type === 'new-store' && p.title.includes(storeName));

      expect(push).toMatchObject({
        type: 'new-store',
        title: `New store: ${storeName}`,
        situation: 'New store registered',
        target: 'All members',
        delivery: { status: 'off' },
      });
      expect(push.message).toContain(
        `${storeName} has joined in Makati City, ${NCR_NAME} (123 Ayala Ave.) on `,
      );
      expect(push.message).toMatch(YYYY_MM_DD_DOTS);
    });

    it('announces a new mission with its period as YYYY.MM.DD', async () => {
      await sut.publish('mission.created', missionEvent(storeId, storeName, 501));

      const push = await autoPushOf((p) => p.type === 'new-event' && p.title.includes(storeName));

      expect(push.title).toBe(`New stamp event at ${storeName}`);
      expect(push.situation).toBe('New coupon event registered');
      expect(push.message).toBe(
        `${storeName} (Makati City, ${NCR_NAME}) has a new stamp event "Coffee lovers": 2026.12.01 ~ 2026.12.31. ` +
          'Collect 10 stamps for a reward!',
      );
    });

    it('announces a mission started and a mission paused (the pause says the promotion ended)', async () => {
      await sut.publish('mission.status-changed', {
        ...missionEvent(storeId, storeName, 501),
        from: 'pended',
        to: 'ongoing',
        transition: 'started',
      });
      await sut.publish('mission.status-changed', {
        ...missionEvent(storeId, storeName, 501),
        from: 'ongoing',
        to: 'pended',
        transition: 'paused',
      });

      const started = await autoPushOf((p) => p.type === 'start-event' && p.title.includes(storeName));
      const paused = await autoPushOf((p) => p.type === 'pause-event' && p.title.includes(storeName));

      expect(started.message).toBe(
        `The stamp event "Coffee lovers" at ${storeName} (Makati City, ${NCR_NAME}) is on: 2026.12.01 ~ 2026.12.31.`,
      );
      expect(paused.title).toBe(`Stamp event paused at ${storeName}`);
      expect(paused.message).toMatch(
        new RegExp(
          `^The promotion "Coffee lovers" at ${storeName} \\(Makati City, ${NCR_NAME.replace(/[()]/g, '\\$&')}\\) ` +
            'has ended for now \\(paused on \\d{4}\\.\\d{2}\\.\\d{2}\\)\\.$',
        ),
      );
    });

    it('announces a mission ended, as the auto-push screen’s "expired or forcibly ended" situation', async () => {
      await sut.publish('mission.ended', { ...missionEvent(storeId, storeName, 501), reason: 'deleted' });

      const ended = await autoPushOf((p) => p.type === 'end-event' && p.title.includes(storeName));

      expect(ended.situation).toBe('Store coupon event expired or forcibly ended');
      expect(ended.message).toContain(
        `"Coffee lovers" at ${storeName} (Makati City, ${NCR_NAME}), 2026.12.01 ~ 2026.12.31, ended on `,
      );
      expect(ended.message).toMatch(/ended on \d{4}\.\d{2}\.\d{2}\. Thank you for joining!$/);
    });

    it('announces a mission that ran past its expiry date as ended too', async () => {
      const expiredStore = `Expired ${Date.now().toString(36)}`;
      await sut.publish('mission.expired', missionEvent(storeId, expiredStore, 502));

      const ended = await autoPushOf((p) => p.type === 'end-event' && p.title.includes(expiredStore));

      expect(ended.message).toMatch(/ended on \d{4}\.\d{2}\.\d{2}\. Thank you for joining!$/);
    });

    it('writes no second message when an event is delivered again', async () => {
      const name = `Redelivered ${Date.now().toString(36)}`;
      const envelope = await sut.publish('mission.created', missionEvent(storeId, name, 777));
      await autoPushOf((p) => p.title === `New stamp event at ${name}`);

      await redeliver(envelope);
      // Events are consumed in stream order: once a later event is applied, the copy was handled too.
      const sentinel = `Sentinel ${Date.now().toString(36)}`;
      await sut.publish('mission.created', missionEvent(storeId, sentinel, 778));
      await autoPushOf((p) => p.title === `New stamp event at ${sentinel}`);

      const copies = (await autoPushes()).filter((p) => p.title === `New stamp event at ${name}`);
      expect(copies).toHaveLength(1);
      const { rows } = await db.query<{ count: string }>(
        'SELECT count(*) FROM push.messages WHERE source_event_id = $1',
        [envelope.id],
      );
      expect(rows[0]?.count).toBe('1');
    });

    it('lists automatic pushes for administrators only', async () => {
      const memberToken = await sut.tokenFor({ kind: 'member', memberNo: 1 });
      const owner = await sut.tokenFor({ kind: 'store', storeId });

      expect((await sut.call('GET', '/api/v1/push')).status).toBe(401);
      expect((await sut.call('GET', '/api/v1/push', { token: owner })).status).toBe(403);
      expect((await sut.call('GET', '/api/v1/push', { token: memberToken })).status).toBe(403);
    });
  });

  describe('inboxes', () => {
    let makati: Member;
    let cebu: Member;
    let storeId: number;
    let storeName: string;

    beforeAll(async () => {
      makati = await member(NCR, MAKATI);
      cebu = await member(CENTRAL_VISAYAS, CEBU_CITY);
      storeName = `Tindahan ${Date.now().toString(36)}`;
      storeId = await createStore(storeName);
      // Its automatic push goes to every member too: let it land before the tests count messages.
      await autoPushOf((p) => p.type === 'new-store' && p.title.includes(storeName));
    });

    it('shows a broadcast sent after joining, unread, newest first, in the contract’s shape', async () => {
      const first = await broadcast('Stamp week', 'Double stamps everywhere this week!');
      const second = await broadcast('Stamp week, day 2', 'Still double stamps!');

      const items = await inbox(makati);

      expect(items.slice(0, 2).map((item) => item.id)).toEqual([second.id, first.id]);
      expect(items[1]).toEqual({
        id: first.id,
        push_message_id: first.id,
        is_read: false,
        PushMessage: {
          id: first.id,
          type: 'new-event',
          title: 'Stamp week',
          message: 'Double stamps everywhere this week!',
          createdAt: first.createdAt,
        },
      });
      expect((await inbox(cebu)).map((item) => item.id)).toEqual(
        expect.arrayContaining([first.id, second.id]),
      );
    });

    it('shows no broadcast from before the member joined', async () => {
      const before = await broadcast('Before you', 'Sent before the newcomer joined');
      const newcomer = await member(NCR, MAKATI);
      const after = await broadcast('After you', 'Sent after the newcomer joined');

      const ids = (await inbox(newcomer)).map((item) => item.id);

      expect(ids).toContain(after.id);
      expect(ids).not.toContain(before.id);
    });

    it('shows a regional push to the members of that region and province only', async () => {
      const owner = await sut.tokenFor({ kind: 'store', storeId });
      const response = await sut.call<SentPushView>('POST', '/api/v1/push/region', {
        token: owner,
        body: { region: NCR_NAME, province: 'Makati City', title: 'Free refill', message: 'Today only.' },
      });
      expect(response.status).toBe(200);

      expect((await inbox(makati)).map((item) => item.id)).toContain(response.body.id);
      expect((await inbox(cebu)).map((item) => item.id)).not.toContain(response.body.id);
      expect(response.body).toMatchObject({
        title: `${storeName}: Free refill`,
        city: NCR_NAME,
        district: 'Makati City',
        origin: 'store',
        store_id: storeId,
      });
    });

    it('follows the member to a new area: regional pushes of the current area only', async () => {
      const mover = await member(NCR, MAKATI);
      const cebuStore = await createStore(`Lechon ${Date.now().toString(36)}`, CEBU_REGION, 'Cebu City');
      const owner = await sut.tokenFor({ kind: 'store', storeId: cebuStore });
      const toCebu = await sut.call<SentPushView>('POST', '/api/v1/push/region', {
        token: owner,
        body: {
          region: CEBU_REGION,
          province: 'Cebu City',
          title: 'Cebu',
          message: 'Hi Cebu',
        },
      });
      expect(toCebu.status).toBe(200);
      expect((await inbox(mover)).map((item) => item.id)).not.toContain(toCebu.body.id);

      await sut.publish('member.updated', {
        bbs_no: mover.bbs_no,
        area1: CENTRAL_VISAYAS,
        area2: CEBU_CITY,
        reg_dt: new Date(Date.now() - 60_000).toISOString(),
      });

      await eventually(async () => {
        expect((await inbox(mover)).map((item) => item.id)).toContain(toCebu.body.id);
      });
    });

    it("refuses another member's inbox with 403", async () => {
      const response = await sut.call<ErrorBody>('GET', `/api/v1/push/user_id/${makati.bbs_no}`, {
        token: cebu.token,
      });

      expect(response.status).toBe(403);
      expect(response.body.message).toBe('You may only read your own push messages.');
    });

    it('marks a push read for that member only, and their inbox shows it at once', async () => {
      const push = await broadcast('Read me', 'Please read me');
      // The gateway shares an inbox's answer for a moment (SHARED_READ_MS): the read mark must not wait for it.
      expect((await inbox(makati)).find((item) => item.id === push.id)?.is_read).toBe(false);

      const read = await sut.call<InboxItemView>('GET', `/api/v1/push/id/${push.id}/read`, {
        token: makati.token,
      });
      const again = await sut.call<InboxItemView>('GET', `/api/v1/push/id/${push.id}/read`, {
        token: makati.token,
      });

      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ id: push.id, push_message_id: push.id, is_read: true });
      expect(again.status).toBe(200);
      expect((await inbox(makati)).find((item) => item.id === push.id)?.is_read).toBe(true);
      expect((await inbox(cebu)).find((item) => item.id === push.id)?.is_read).toBe(false);
      const { rows } = await db.query<{ count: string }>(
        'SELECT count(*) FROM push.reads WHERE message_id = $1',
        [push.id],
      );
      expect(rows[0]?.count).toBe('1');
    });

    it('refuses to mark a push outside the member’s inbox (403) or an unknown one (404)', async () => {
      const owner = await sut.tokenFor({ kind: 'store', storeId });
      const regional = await sut.call<SentPushView>('POST', '/api/v1/push/region', {
        token: owner,
        body: { region: NCR_NAME, province: 'Makati City', title: 'Makati only', message: 'Just Makati' },
      });

      const foreign = await sut.call('GET', `/api/v1/push/id/${regional.body.id}/read`, {
        token: cebu.token,
      });
      const unknown = await sut.call('GET', '/api/v1/push/id/99999999/read', { token: cebu.token });
      const malformed = await sut.call('GET', '/api/v1/push/id/abc/read', { token: cebu.token });

      expect(foreign.status).toBe(403);
      expect(unknown.status).toBe(404);
      expect(malformed.status).toBe(400);
    });

    it('pages with ?limit and ?before, newest first, with no gaps or repeats', async () => {
      const all = await inbox(makati);
      expect(all.length).toBeGreaterThan(4);

      const first = await inbox(makati, '?limit=2');
      const second = await inbox(makati, `?limit=2&before=${first[1]?.id ?? 0}`);

      expect([...first, ...second].map((item) => item.id)).toEqual(all.slice(0, 4).map((item) => item.id));
      expect(
        (await sut.call('GET', `/api/v1/push/user_id/${makati.bbs_no}?limit=0`, { token: makati.token }))
          .status,
      ).toBe(400);
      expect(
        (await sut.call('GET', `/api/v1/push/user_id/${makati.bbs_no}?limit=101`, { token: makati.token }))
          .status,
      ).toBe(400);
    });

    it('shows automatic pushes announced after joining', async () => {
      const name = `After joining ${Date.now().toString(36)}`;
      await sut.publish('mission.created', missionEvent(storeId, name, 901));

      await eventually(async () => {
        const titles = (await inbox(makati)).map((item) => item.PushMessage.title);
        expect(titles).toContain(`New stamp event at ${name}`);
      });
    });
  });

  describe('manual pushes', () => {
    let storeId: number;
    let storeName: string;
    let owner: string;

    beforeAll(async () => {
      storeName = `Panaderya ${Date.now().toString(36)}`;
      storeId = await createStore(storeName);
      owner = await sut.tokenFor({ kind: 'store', storeId });
    });

    it('sends the owner’s push on the spec route, titled {storeName}: {subject}, not doubling the name', async () => {
      const title = encodeURIComponent(`${storeName}: Pandesal`);
      const response = await sut.call<SentPushView>(
        'GET',
        `/api/v1/push/region/${encodeURIComponent(NCR_NAME)}/province/Makati%20City/title/${title}/message/Warm%20now`,
        { token: owner },
      );

      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ title: `${storeName}: Pandesal`, message: 'Warm now' });
    });

    it('takes a 100-character text with spaces and slashes on the spec route, and refuses 101 with a clear 400', async () => {
      const region = encodeURIComponent(NCR_NAME);
      const path = (text: string) =>
        `/api/v1/push/region/${region}/province/Makati%20City/title/Promo/message/${encodeURIComponent(text)}`;
      const hundred = `Buy 1/take 1 ${'x'.repeat(87)}`;

      const accepted = await sut.call<SentPushView>('GET', path(hundred), { token: owner });
      const refused = await sut.call<ErrorBody>('GET', path(`${hundred}!`), { token: owner });

      expect(hundred).toHaveLength(100);
      expect(accepted.status).toBe(200);
      expect(accepted.body.message).toBe(hundred);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Please enter the message within 100 characters.');
    });

    it('refuses a message over 100 characters with a clear 400', async () => {
      const response = await sut.call<ErrorBody>('POST', '/api/v1/push/region', {
        token: owner,
        body: { region: NCR_NAME, province: 'Makati City', title: 'Long', message: 'x'.repeat(101) },
      });

      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Please enter the message within 100 characters.');
    });

    it('refuses an unknown region/province and empty fields with 400', async () => {
      const unknown = await sut.call<ErrorBody>('POST', '/api/v1/push/region', {
        token: owner,
        body: { region: NCR_NAME, province: 'Cebu City', title: 'Nope', message: 'Nope' },
      });
      const empty = await sut.call<ErrorBody>('POST', '/api/v1/push/region', {
        token: owner,
        body: { region: ' ', province: '', title: '', message: '' },
      });

      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe('Please select region and province.');
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toEqual([
        'Region is required',
        'Province is required',
        'Please enter the title.',
        'Please enter the message.',
      ]);
    });

    it('allows a store 3 pushes a day, then answers 429 with Retry-After', async () => {
      const send = () =>
        sut.call<ErrorBody>('POST', '/api/v1/push/region', {
          token: owner,
          body: { region: NCR_NAME, province: 'Makati City', title: 'Again', message: 'Again' },
        });
      // The first two tests of this block sent two already.
      expect((await send()).status).toBe(200);

      const refused = await send();

      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe('A store may send 3 push messages a day. Please try again tomorrow.');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(24 * 3600);
    });

    it("refuses an owner's push outside the store's own region with 403, and sends one to any of its provinces", async () => {
      const storeId = await createStore(`Sari-sari ${Date.now().toString(36)}`);
      const near = await sut.tokenFor({ kind: 'store', storeId });
      const push = (region: string, province: string) =>
        sut.call<ErrorBody>('POST', '/api/v1/push/region', {
          token: near,
          body: { region, province, title: 'Sale', message: 'Half price' },
        });

      const elsewhere = await push(CEBU_REGION, 'Cebu City');
      const sameRegion = await push(NCR_NAME, 'Quezon City');

      expect(elsewhere.status).toBe(403);
      expect(elsewhere.body.message).toBe(
        `A store may send push messages only to its own region (${NCR_NAME}).`,
      );
      expect(sameRegion.status).toBe(200);
    });

    it('lets only store owners send regional pushes', async () => {
      const body = { region: NCR_NAME, province: 'Makati City', title: 'X', message: 'Y' };
      expect((await sut.call('POST', '/api/v1/push/region', { token: admin, body })).status).toBe(403);
      expect(
        (
          await sut.call('POST', '/api/v1/push/region', {
            token: await sut.tokenFor({ kind: 'member', memberNo: 1 }),
            body,
          })
        ).status,
      ).toBe(403);
    });

    it('lets an administrator broadcast, validates the type, and lists the send history', async () => {
      const sent = await broadcast('Holiday', 'Stores close early on Dec 24.');
      const badType = await sut.call<ErrorBody>('GET', '/api/v1/push/send/type/promo/title/x/message/y', {
        token: admin,
      });
      const byOwner = await sut.call('GET', '/api/v1/push/send/type/new-event/title/x/message/y', {
        token: owner,
      });
      const history = await sut.call<SentPushView[]>('GET', '/api/v1/push/sent', { token: admin });

      expect(badType.status).toBe(400);
      expect(badType.body.message).toBe(
        'type must be one of new-store, new-event, start-event, pause-event, end-event',
      );
      expect(byOwner.status).toBe(403);
      expect(history.status).toBe(200);
      expect(history.body[0]).toMatchObject({ id: sent.id, city: 'All', district: 'All', origin: 'admin' });
      expect(history.body.find((push) => push.store_id === storeId)).toMatchObject({
        city: NCR_NAME,
        district: 'Makati City',
        origin: 'store',
      });
    });
  });

  describe('device tokens', () => {
    it('registers a member’s device token and refuses a web token that is not a known push subscription', async () => {
      const someone = await member();

      const android = await sut.call('POST', '/api/v1/push/device', {
        token: someone.token,
        body: { token: `fcm-${randomUUID()}`, platform: 'android' },
      });
      const web = await sut.call<ErrorBody>('POST', '/api/v1/push/device', {
        token: someone.token,
        body: {
          token: JSON.stringify({ endpoint: 'https://evil.example/hook', keys: { p256dh: 'a', auth: 'b' } }),
          platform: 'web',
        },
      });
      const badPlatform = await sut.call('POST', '/api/v1/push/device', {
        token: someone.token,
        body: { token: 'x', platform: 'blackberry' },
      });
      const anonymous = await sut.call('POST', '/api/v1/push/device', {
        body: { token: 'x', platform: 'ios' },
      });

      expect(android.status).toBe(201);
      expect(android.body).toMatchObject({ platform: 'android', registered: true });
      expect(web.status).toBe(400);
      expect(badPlatform.status).toBe(400);
      expect(anonymous.status).toBe(401);
    });
  });
});
