import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { generateVAPIDKeys } from 'web-push';
import { SentPushView } from '@stamp/contracts';
import { createDatabase, dropDatabase } from '@stamp/testing';
import { FakeFcmServer } from '../../apps/push-service/src/test/fake-fcm-server';
import { FakeWebPushService, TestSubscription } from '../../apps/push-service/src/test/fake-web-push-service';
import { storeInput } from '../support/fixtures';
import { TestSystem, eventually, startTestSystem } from '../support/system';

const NCR = 1300000000;
const MAKATI = 1380300000;
const QUEZON_CITY = 1381300000;
const NCR_NAME = 'National Capital Region (NCR)';

interface Member {
  bbs_no: number;
  token: string;
}

describe('Push delivery to devices through FCM and Web Push (local provider servers)', () => {
  const database = `stamp_push_delivery_${Date.now()}`;
  const vapid = generateVAPIDKeys();
  let fcm: FakeFcmServer;
  let webPush: FakeWebPushService;
  let sut: TestSystem;
  let db: Client;
  let admin: string;
  let counter = 0;

  beforeAll(async () => {
    fcm = await new FakeFcmServer().start();
    webPush = await new FakeWebPushService(vapid.publicKey).start();
    const databaseUrl = await createDatabase(database);
    sut = await startTestSystem({
      databaseUrl,
      env: {
        ...fcm.env(),
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: 'mailto:push@stamp.test',
        WEB_PUSH_ENDPOINT_HOSTS: '127.0.0.1',
        WEB_PUSH_ALLOW_HTTP: 'true',
        // Small pages, so even these audiences are streamed in several batches.
        PUSH_DELIVERY_PAGE_SIZE: '2',
        PUSH_DELIVERY_POLL_MS: '100',
        PUSH_RETRY_BASE_MS: '20',
        PUSH_RETRY_MAX_MS: '2000',
      },
    });
    db = new Client({ connectionString: databaseUrl });
    await db.connect();
    admin = await sut.tokenFor({ kind: 'admin', adminId: 1, authority: 'super master' });
  });

  afterAll(async () => {
    await db.end();
    await sut.close();
    await dropDatabase(database);
    await fcm.close();
    await webPush.close();
  });

  async function member(area2 = MAKATI): Promise<Member> {
    counter++;
    const email = `device${counter}-${Date.now()}@example.ph`;
    const password = `pw-${randomUUID()}`;
    const signUp = await sut.call<{ bbs_no: number }>('POST', '/wifi-user/signup', {
      body: {
        privacy_agreed: true,
        member_id: email,
        member_name: `Ben${counter}`,
        member_name2: 'Santos',
        member_pass: password,
        member_pass_confirm: password,
        area1: NCR,
        area2,
        addr1: '2 Mabini St.',
      },
    });
    expect(signUp.status).toBe(201);
    const login = await sut.call<{ token: string }>('POST', '/wifi-user/login', {
      body: { email, password },
    });
    expect(login.status).toBe(200);
    await eventually(async () => {
      const { rowCount } = await db.query('SELECT 1 FROM push.members WHERE bbs_no = $1', [
        signUp.body.bbs_no,
      ]);
      expect(rowCount).toBe(1);
    });
    return { bbs_no: signUp.body.bbs_no, token: login.body.token };
  }

  async function registerDevice(
    who: Member,
    token: string,
    platform: 'android' | 'ios' | 'web',
  ): Promise<void> {
    const response = await sut.call('POST', '/api/v1/push/device', {
      token: who.token,
      body: { token, platform },
    });
    expect(response.status).toBe(201);
  }

  async function broadcast(title: string): Promise<SentPushView> {
    const response = await sut.call<SentPushView>('POST', '/api/v1/push/send', {
      token: admin,
      body: { type: 'new-event', title, message: `${title}: double stamps today` },
    });
    expect(response.status).toBe(200);
    return response.body;
  }

  /** Waits until the message's delivery is done and returns it as the send history shows it. */
  async function delivered(id: number): Promise<SentPushView> {
    return eventually(async () => {
      const history = await sut.call<SentPushView[]>('GET', `/api/v1/push/sent?before=${id + 1}&limit=1`, {
        token: admin,
      });
      const push = history.body.find((item) => item.id === id);
      expect(push?.delivery.status).toBe('done');
      return push as SentPushView;
    }, 20_000);
  }

  describe('a broadcast', () => {
    let ana: Member;
    let ben: Member;
    let browser: TestSubscription;
    const androidToken = `android-${randomUUID()}`;
    const iosToken = `ios-${randomUUID()}`;
    const benToken = `android-${randomUUID()}`;

    beforeAll(async () => {
      ana = await member();
      ben = await member(QUEZON_CITY);
      browser = webPush.subscribe();
      await registerDevice(ana, androidToken, 'android');
      await registerDevice(ana, iosToken, 'ios');
      await registerDevice(ana, browser.token, 'web');
      await registerDevice(ben, benToken, 'android');
    });

    it("reaches every member's every device once: FCM for Android and iOS, Web Push for the browser", async () => {
      const push = await broadcast('Stamp day');

      const done = await delivered(push.id);

      for (const token of [androidToken, iosToken, benToken]) {
        expect(fcm.sendsTo(token).filter((send) => send.data.push_message_id === String(push.id))).toEqual([
          expect.objectContaining({ title: 'Stamp day', body: 'Stamp day: double stamps today' }),
        ]);
      }
      expect(
        webPush.deliveriesTo(browser.id).filter((d) => d.payload.data?.push_message_id === push.id),
      ).toEqual([
        expect.objectContaining({ payload: expect.objectContaining({ title: 'Stamp day' }) as unknown }),
      ]);
      expect(webPush.refusals).toEqual([]);
      expect(done.delivery).toEqual({ status: 'done', sent: 4, failed: 0, removed: 0 });
    });

    it('retries a device on 503 and on 429 (honouring Retry-After) and delivers once', async () => {
      fcm.script(androidToken, { status: 503 }, { status: 429, retryAfter: '1' }, { status: 200 });

      const push = await broadcast('Busy provider');
      await delivered(push.id);

      const sends = fcm.sendsTo(androidToken).filter((send) => send.data.push_message_id === String(push.id));
      expect(sends).toHaveLength(3);
      expect((sends[2]?.at ?? 0) - (sends[1]?.at ?? 0)).toBeGreaterThanOrEqual(900);
    });

    it('removes a token FCM reports UNREGISTERED and a subscription the push service reports gone (410)', async () => {
      const staleToken = `android-${randomUUID()}`;
      const staleBrowser = webPush.subscribe();
      await registerDevice(ben, staleToken, 'android');
      await registerDevice(ben, staleBrowser.token, 'web');
      fcm.script(staleToken, { status: 404, errorCode: 'UNREGISTERED' });
      webPush.script(staleBrowser.id, 410);

      const first = await delivered((await broadcast('Cleanup')).id);
      const second = await broadcast('After cleanup');
      await delivered(second.id);

      expect(first.delivery).toMatchObject({ removed: 2, failed: 0 });
      const { rows } = await db.query<{ count: string }>(
        'SELECT count(*) FROM push.devices WHERE token = $1 OR token LIKE $2',
        [staleToken, `%${staleBrowser.id}%`],
      );
      expect(rows[0]?.count).toBe('0');
      expect(fcm.sendsTo(staleToken)).toHaveLength(1);
      expect(webPush.deliveriesTo(staleBrowser.id)).toHaveLength(0);
    });
  });

  it("sends a regional push to the devices of that area's members only", async () => {
    const inMakati = await member(MAKATI);
    const inQuezon = await member(QUEZON_CITY);
    const makatiToken = `android-${randomUUID()}`;
    const quezonToken = `android-${randomUUID()}`;
    await registerDevice(inMakati, makatiToken, 'android');
    await registerDevice(inQuezon, quezonToken, 'android');
    const created = await sut.call<{ id: number }>('POST', '/api/v1/store/create', {
      token: admin,
      body: storeInput({ region: NCR_NAME, province: 'Makati City' }),
    });
    const owner = await sut.tokenFor({ kind: 'store', storeId: created.body.id });

    const response = await sut.call<SentPushView>('POST', '/api/v1/push/region', {
      token: owner,
      body: { region: NCR_NAME, province: 'Makati City', title: 'Makati only', message: 'Free taho' },
    });
    expect(response.status).toBe(200);
    await delivered(response.body.id);

    const regional = (token: string) =>
      fcm.sendsTo(token).filter((send) => send.data.push_message_id === String(response.body.id));
    expect(regional(makatiToken)).toHaveLength(1);
    expect(regional(quezonToken)).toHaveLength(0);
  });

  it('delivers automatic pushes too (a new store)', async () => {
    const someone = await member();
    const token = `ios-${randomUUID()}`;
    await registerDevice(someone, token, 'ios');
    const input = storeInput();

    await sut.call('POST', '/api/v1/store/create', { token: admin, body: input });

    await eventually(() => {
      expect(fcm.sendsTo(token).map((send) => send.title)).toContain(`New store: ${input.name}`);
      return Promise.resolve();
    }, 20_000);
  });

  it('moves a token to the member who registers it next once the first logged out (a device that changed hands)', async () => {
    const first = await member();
    const second = await member();
    const token = `android-${randomUUID()}`;
    await registerDevice(first, token, 'android');
    const loggedOut = await sut.call('POST', '/api/v1/session/logout', { token: first.token });
    expect(loggedOut.status).toBe(204);
    await registerDevice(second, token, 'android');

    const { rows } = await db.query<{ bbs_no: number }>('SELECT bbs_no FROM push.devices WHERE token = $1', [
      token,
    ]);

    expect(rows).toEqual([{ bbs_no: second.bbs_no }]);
  });
});
