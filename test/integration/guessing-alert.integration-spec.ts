import { randomBytes } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { Client } from 'pg';
import { EventEnvelope, StampGuessingAlertView, StoreFullView, StorePublicView } from '@stamp/contracts';
import { createDatabase, dropDatabase, testEnv } from '@stamp/testing';
import { storeInput } from '../support/fixtures';
import { startSmtpServer } from '../support/smtp';
import { TestSystem, eventually, observeEvents, startTestSystem } from '../support/system';

/** Wrong stamp passwords at one store (all members) that make an attack in this run: three members, two each. */
const CEILING = 6;
const GUESSERS = 3;

/** A calendar date in Manila (the missions' time zone), `days` from today. */
function manilaDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

describe('Stamp guessing alerts to the owner and the admins (real Postgres, NATS and SMTP)', () => {
  const database = `stamp_guessing_${Date.now()}`;
  let detected: EventEnvelope[] = [];
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let sut: TestSystem;
  let db: Client;
  let admin: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const databaseUrl = await createDatabase(database);
    sut = await startTestSystem({
      databaseUrl,
      env: { SMTP_URL: smtp.url, STORE_GUESS_CEILING: String(CEILING) },
    });
    admin = await sut.tokenFor({ kind: 'admin', adminId: 1, authority: 'super master' });
    detected = await observeEvents(sut, 'guessing-observer', ['store.stamp-guessing-detected']);
    db = new Client({ connectionString: databaseUrl });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
    await sut.close();
    await smtp.close();
    await dropDatabase(database);
  });

  /**
   * The same envelope on the stream once more, as a redelivery brings it: published over core NATS, without
   * a message id, so JetStream's duplicate window does not drop it and only the consumer's inbox can.
   */
  async function redeliver(envelope: EventEnvelope): Promise<void> {
    const nc = await connect({ servers: testEnv.natsUrl() });
    const { config } = await (await jetstreamManager(nc)).streams.info(sut.bus.streamName);
    nc.publish((config.subjects[0] ?? '').replace('>', envelope.subject), JSON.stringify(envelope));
    await nc.flush();
    await nc.close();
  }

  /** A member with a card of the mission, who types a wrong stamp password when asked to. */
  async function guesser(missionId: number, n: number): Promise<() => Promise<number>> {
    const email = `guesser${String(n)}-${randomBytes(4).toString('hex')}@example.ph`;
    const password = `pw-${randomBytes(6).toString('hex')}`;
    const account = { privacy_agreed: true, member_id: email, member_name: 'Ana', member_name2: 'Reyes' };
    const joined = await sut.call<{ bbs_no: number }>('POST', '/wifi-user/signup', {
      body: { ...account, member_pass: password, member_pass_confirm: password },
    });
    const session = await sut.call<{ token: string }>('POST', '/wifi-user/login', {
      body: { email, password },
    });
    const card = await sut.call<{ id: number }>('POST', '/api/v1/coupon/create', {
      token: session.body.token,
      body: { user_id: joined.body.bbs_no, mission_id: missionId },
    });
    expect([joined.status, session.status, card.status]).toEqual([201, 200, 201]);
    let guesses = 0;
    return async () => {
      guesses++;
      const answer = await sut.call('POST', `/api/v1/coupon/${String(card.body.id)}/add`, {
        token: session.body.token,
        body: { password: `guess-${String(n)}-${String(guesses)}` },
      });
      return answer.status;
    };
  }

  async function fullView(id: number, token: string): Promise<StoreFullView> {
    const response = await sut.call<StoreFullView>('GET', `/api/v1/store/${String(id)}`, { token });
    expect(response.status).toBe(200);
    return response.body;
  }

  it("shows a store's latest open alert, whatever order the alerts arrive in", async () => {
    const input = storeInput();
    const storeId = (
      await sut.call<{ id: number }>('POST', '/api/v1/store/create', { token: admin, body: input })
    ).body.id;
    const { name, region, province, address } = input;
    const hourAgo = Date.now() - 60 * 60_000;
    const alertAt = (minutes: number, failures: number) => ({
      store: { id: storeId, name, region, province, address },
      failures,
      members: 5,
      windowSeconds: 900,
      detectedAt: new Date(hourAgo + minutes * 60_000).toISOString(),
    });

    await sut.publish('store.stamp-guessing-detected', alertAt(20, 55));
    await sut.publish('store.stamp-guessing-detected', alertAt(0, 40));

    await eventually(() => {
      expect(smtp.mails.filter((mail) => mail.to.includes(input.email))).toHaveLength(2);
      return Promise.resolve();
    });
    expect((await fullView(storeId, admin)).stampGuessingAlert).toMatchObject({
      failures: 55,
      detectedAt: alertAt(20, 55).detectedAt,
    });
  });

  it('documents the alert of the full view in OpenAPI, and only there', async () => {
    const doc = await sut.call<{
      components: { schemas: Record<string, { properties: Record<string, unknown>; required?: string[] }> };
    }>('GET', '/api/docs-json');
    const {
      StoreFullView: full,
      StorePublicView: open,
      StampGuessingAlertView: alert,
    } = doc.body.components.schemas;

    expect(full.required).toContain('stampGuessingAlert');
    expect(JSON.stringify(full.properties.stampGuessingAlert)).toContain('StampGuessingAlertView');
    expect(open.properties).not.toHaveProperty('stampGuessingAlert');
    expect(Object.keys(alert.properties).sort()).toEqual([
      'detectedAt',
      'failures',
      'members',
      'windowSeconds',
    ]);
  });

  describe('a store whose stamp password many members guess', () => {
    const input = storeInput({ password: `pw-${randomBytes(3).toString('hex')}` });
    let storeId: number;
    let owner: string;
    let alert: StampGuessingAlertView | null;
    const toOwner = () => smtp.mails.filter((mail) => mail.to.includes(input.email));

    beforeAll(async () => {
      const created = await sut.call<{ id: number }>('POST', '/api/v1/store/create', {
        token: admin,
        body: input,
      });
      expect(created.status).toBe(201);
      storeId = created.body.id;
      owner = await sut.tokenFor({ kind: 'store', storeId });
      const mission = await sut.call<{ mission: { id: number } }>('POST', '/api/v1/mission/create', {
        token: admin,
        body: {
          store_id: storeId,
          name: 'Buy 5 coffees, get 1 free',
          start_date: manilaDay(-1),
          expire_date: manilaDay(30),
          max_stamp_count: 5,
        },
      });
      expect(mission.status).toBe(201);
      const guessers = await Promise.all(
        Array.from({ length: GUESSERS }, (_, n) => guesser(mission.body.mission.id, n)),
      );
      expect((await fullView(storeId, admin)).stampGuessingAlert).toBeNull();

      for (let round = 0; round < CEILING / GUESSERS; round++) {
        for (const guess of guessers) {
          expect(await guess()).toBe(400);
        }
      }
    });

    it('shows the alert with its numbers to the admins (store detail and list) and to the owner', async () => {
      alert = await eventually(async () => {
        const shown = (await fullView(storeId, admin)).stampGuessingAlert;
        expect(shown).toMatchObject({ failures: CEILING, members: GUESSERS, windowSeconds: 600 });
        return shown;
      }, 20_000);

      expect(new Date(alert?.detectedAt ?? '').getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect((await fullView(storeId, owner)).stampGuessingAlert).toEqual(alert);
      const { code } = await fullView(storeId, admin);
      const listed = await sut.call<StoreFullView[]>('GET', `/api/v1/stores?code=${code}`, { token: admin });
      expect(listed.body.map((store) => [store.id, store.stampGuessingAlert])).toEqual([[storeId, alert]]);
    });

    it('never shows it to the public', async () => {
      const publicView = await sut.call<StorePublicView>('GET', `/api/v1/store/${String(storeId)}`);
      const publicList = await sut.call<StorePublicView[]>('GET', '/api/v1/stores');

      expect(publicView.body).toMatchObject({ id: storeId });
      expect(publicView.body).not.toHaveProperty('stampGuessingAlert');
      expect(publicList.body.find((store) => store.id === storeId)).toBeDefined();
      expect(publicList.body.find((store) => store.id === storeId)).not.toHaveProperty('stampGuessingAlert');
    });

    it("mails the owner once, at the store's address, what happened and what to do", async () => {
      const [mail] = await eventually(() => {
        expect(toOwner()).toHaveLength(1);
        return Promise.resolve(toOwner());
      });

      expect(mail.raw).toMatch(new RegExp(`^Subject: Many wrong stamp passwords at ${input.name}\\r?$`, 'm'));
      // The peer undoes quoted-printable byte by byte; the mail is UTF-8 (the menu's arrow).
      const text = Buffer.from(mail.text, 'latin1').toString('utf8');
      expect(text).toContain(
        `${String(CEILING)} wrong stamp passwords were typed at ${input.name} by ${String(GUESSERS)} members within 10 minutes`,
      );
      expect(text).toContain(
        'your store no longer checks the stamp password of members who have never stamped',
      );
      expect(text).toContain('Members who have stamped at your store before can still stamp');
      expect(text).toContain('open the store menu → Store information');
      expect(text).not.toContain(input.password);
    });

    it('neither records nor mails the alert again when its event comes again', async () => {
      const [event] = await eventually(() => {
        const forStore = detected.filter(
          (e) => (e.payload as { store: { id: number } }).store.id === storeId,
        );
        expect(forStore).toHaveLength(1);
        return Promise.resolve(forStore);
      });

      await redeliver(event);
      await sut.publish(event.subject, event.payload);
      await eventually(() => {
        // Consumers do get the copies: the observer sees the envelope twice and the payload a third time.
        expect(detected.filter((e) => e.id === event.id)).toHaveLength(2);
        const same = detected.filter((e) => JSON.stringify(e.payload) === JSON.stringify(event.payload));
        expect(same).toHaveLength(3);
        return Promise.resolve();
      });
      // The store service takes its events in stream order: once an alert of another store, published
      // after the copies, has been recorded and mailed, the copies have been handled.
      const other = storeInput();
      const otherId = (
        await sut.call<{ id: number }>('POST', '/api/v1/store/create', { token: admin, body: other })
      ).body.id;
      const { name, region, province, address } = other;
      await sut.publish(event.subject, {
        store: { id: otherId, name, region, province, address },
        failures: 40,
        members: 12,
        windowSeconds: 900,
        detectedAt: new Date().toISOString(),
      });
      await eventually(async () => {
        const shown = (await fullView(otherId, admin)).stampGuessingAlert;
        expect(shown).toMatchObject({ failures: 40, members: 12 });
        expect(smtp.mails.filter((mail) => mail.to.includes(other.email))).toHaveLength(1);
      });
      await new Promise((resolve) => setTimeout(resolve, 500));

      const rows = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM store.stamp_guessing_alerts WHERE store_id = $1',
        [storeId],
      );
      expect(rows.rows[0]?.n).toBe(1);
      expect(toOwner()).toHaveLength(1);
      expect((await fullView(storeId, admin)).stampGuessingAlert).toEqual(alert);
    });

    it('clears the alert when the owner changes the stamp password', async () => {
      const changed = await sut.call<StoreFullView>('PUT', '/api/v1/store/update', {
        token: owner,
        body: { id: storeId, password: `pw-${randomBytes(3).toString('hex')}` },
      });

      expect(changed.status).toBe(200);
      expect(changed.body.stampGuessingAlert).toBeNull();
      expect((await fullView(storeId, admin)).stampGuessingAlert).toBeNull();
      const kept = await db.query<{ resolved: boolean; mailed: boolean }>(
        `SELECT resolved_at IS NOT NULL AS resolved, mailed_at IS NOT NULL AS mailed
         FROM store.stamp_guessing_alerts WHERE store_id = $1`,
        [storeId],
      );
      expect(kept.rows).toEqual([{ resolved: true, mailed: true }]);
    });
  });
});
