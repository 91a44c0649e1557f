import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { MissionView, StampResultView } from '@stamp/contracts';
import { testEnv } from '@stamp/testing';
import { MESSAGES, formatMessage } from '@stamp/shared';
import { SignedUpMember, signUpMember } from '../support/members';
import { createCard, createMission, manilaDate } from '../support/missions';
import { CreatedStore, createStore } from '../support/stores';
import { ApiResponse, TestSystem, startTestSystem } from '../support/system';

interface ErrorBody {
  statusCode: number;
  message: string;
  errors: string[];
  code: string;
  params?: Record<string, string | number>;
}

type StampAnswer = ApiResponse<StampResultView & ErrorBody>;

const ZONE = 'Asia/Manila';
const MINUTE_MS = 60_000;

/** '3:40 PM': an instant's time in Manila as the refusal writes it. */
function manilaClock(instant: Date): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hour: 'numeric', minute: '2-digit' })
    .format(instant)
    .replace(/\s/g, ' ');
}

describe('Stamp pacing (real Postgres and NATS)', () => {
  let sut: TestSystem;
  let admin: string;
  let db: Client;
  let memberCounter = 0;

  beforeAll(async () => {
    sut = await startTestSystem();
    admin = await sut.tokenFor({ kind: 'admin', adminId: 1, authority: 'super master' });
    db = new Client({ connectionString: testEnv.databaseUrl() });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
    await sut.close();
  });

  /** A store, its mission with these fields, a new member and their card. */
  async function paced(fields: Record<string, unknown>) {
    const store = await createStore(sut, admin);
    const mission = await createMission(sut, admin, store.id, { max_stamp_count: 20, ...fields });
    memberCounter++;
    const member = await signUpMember(sut, `paced${String(memberCounter)}`);
    const card = await createCard(sut, member, mission.id);
    return { store, mission, member, card };
  }

  function stamp(
    member: SignedUpMember,
    cardId: number,
    store: CreatedStore,
    idempotencyKey?: string,
  ): Promise<StampAnswer> {
    return sut.call('POST', `/api/v1/coupon/${String(cardId)}/add`, {
      token: member.token,
      body: { password: store.password },
      headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
    });
  }

  async function receiptTimes(memberNo: number): Promise<Date[]> {
    const rows = await db.query<{ occurred_at: Date }>(
      "SELECT occurred_at FROM loyalty.ledger_entries WHERE user_id = $1 AND kind = 'stamp' ORDER BY id",
      [memberNo],
    );
    return rows.rows.map((row) => row.occurred_at);
  }

  /** Moves the member's stamp receipts back in time, as if they had been made that much earlier. */
  async function age(memberNo: number, minutes: number): Promise<void> {
    await db.query(
      `UPDATE loyalty.ledger_entries SET occurred_at = occurred_at - make_interval(mins => $2)
       WHERE user_id = $1 AND kind = 'stamp'`,
      [memberNo, minutes],
    );
  }

  /** The wrong-password record of the member at the store: none, for a pacing refusal. */
  async function failuresOf(memberNo: number, storeId: number): Promise<number> {
    const rows = await db.query<{ count: string }>(
      'SELECT count(*) FROM loyalty.stamp_failures WHERE user_id = $1 AND store_id = $2',
      [memberNo, storeId],
    );
    const guards = await db.query<{ consecutive_failures: number }>(
      'SELECT consecutive_failures FROM loyalty.stamp_guards WHERE user_id = $1 AND store_id = $2',
      [memberNo, storeId],
    );
    return Number(rows.rows[0]?.count) + (guards.rows[0]?.consecutive_failures ?? 0);
  }

  function expectTooSoon(answer: StampAnswer, nextStampAt: Date): void {
    expect(answer.status).toBe(429);
    expect(answer.body.code).toBe('STAMP_TOO_SOON');
    expect(answer.body.params?.nextStampAt).toBe(nextStampAt.toISOString());
    expect(answer.body.message).toBe(
      formatMessage(MESSAGES.stampTooSoon, { time: manilaClock(nextStampAt) }),
    );
    const retryAfter = Number(answer.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(Math.ceil((nextStampAt.getTime() - Date.now()) / 1000) + 1);
  }

  describe('the mission fields', () => {
    it('are off by default, set and cleared by an admin and the owner, and shown in every mission view', async () => {
      const store = await createStore(sut, admin);
      const mission = await createMission(sut, admin, store.id);
      expect(mission).toMatchObject({ min_stamp_interval_minutes: null, daily_stamp_limit: null });

      const owner = await sut.tokenFor({ kind: 'store', storeId: store.id });
      const set = await sut.call<{ mission: MissionView }>('PUT', '/api/v1/mission/update', {
        token: owner,
        body: { id: mission.id, min_stamp_interval_minutes: '30', daily_stamp_limit: 2 },
      });
      expect(set.status).toBe(200);
      expect(set.body.mission).toMatchObject({ min_stamp_interval_minutes: 30, daily_stamp_limit: 2 });

      const shown = await sut.call<MissionView>('GET', `/api/v1/mission/store_id=${String(store.id)}`);
      expect(shown.body).toMatchObject({ min_stamp_interval_minutes: 30, daily_stamp_limit: 2 });
      memberCounter++;
      const member = await signUpMember(sut, `paced${String(memberCounter)}`);
      const card = await createCard(sut, member, mission.id);
      expect(card.Mission).toMatchObject({ min_stamp_interval_minutes: 30, daily_stamp_limit: 2 });

      // Left out keeps; sent empty clears.
      const kept = await sut.call<{ mission: MissionView }>('PUT', '/api/v1/mission/update', {
        token: admin,
        body: { id: mission.id, name: 'Renamed' },
      });
      expect(kept.body.mission).toMatchObject({ min_stamp_interval_minutes: 30, daily_stamp_limit: 2 });
      const cleared = await sut.call<{ mission: MissionView }>('PUT', '/api/v1/mission/update', {
        token: admin,
        body: { id: mission.id, min_stamp_interval_minutes: '', daily_stamp_limit: null },
      });
      expect(cleared.body.mission).toMatchObject({
        min_stamp_interval_minutes: null,
        daily_stamp_limit: null,
      });
    });

    it('refuses limits out of range with their own messages and codes', async () => {
      const store = await createStore(sut, admin);
      const refused = await sut.call<ErrorBody>('POST', '/api/v1/mission/create', {
        token: admin,
        body: {
          store_id: store.id,
          name: 'Paced',
          start_date: manilaDate(-1),
          expire_date: manilaDate(30),
          max_stamp_count: 10,
          min_stamp_interval_minutes: 0,
          daily_stamp_limit: 101,
        },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([
        MESSAGES.missionStampIntervalInvalid,
        MESSAGES.missionDailyLimitInvalid,
      ]);
      expect(refused.body.code).toBe('MISSION_STAMP_INTERVAL_INVALID');

      const notANumber = await sut.call<ErrorBody>('POST', '/api/v1/mission/create', {
        token: admin,
        body: { store_id: store.id, daily_stamp_limit: 'two' },
      });
      expect(notANumber.status).toBe(400);
      expect(notANumber.body.errors).toContain(MESSAGES.missionDailyLimitInvalid);
    });
  });

  describe('the minimum interval', () => {
    it('refuses a second stamp too soon with 429 STAMP_TOO_SOON and the next time, never as a wrong password', async () => {
      const { store, member, card } = await paced({ min_stamp_interval_minutes: 30 });

      expect((await stamp(member, card.id, store)).status).toBe(200);
      const [first] = await receiptTimes(member.memberNo);
      const next = new Date(first.getTime() + 30 * MINUTE_MS);
      // Twice: the second time this replica knows the card, and the one-statement stamp refuses it.
      expectTooSoon(await stamp(member, card.id, store), next);
      expectTooSoon(await stamp(member, card.id, store), next);
      expect(await failuresOf(member.memberNo, store.id)).toBe(0);
      expect(await receiptTimes(member.memberNo)).toHaveLength(1);

      await age(member.memberNo, 31);
      const later = await stamp(member, card.id, store);
      expect(later.status).toBe(200);
      expect(later.body.coupon?.stamp_count).toBe(2);
    });

    it('replays an accepted stamp for its Idempotency-Key, and keeps no pacing refusal for a key', async () => {
      const { store, member, card } = await paced({ min_stamp_interval_minutes: 60 });
      const key = randomUUID();

      const first = await stamp(member, card.id, store, key);
      expect(first.status).toBe(200);
      const replay = await stamp(member, card.id, store, key);
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual(first.body);

      const another = randomUUID();
      expect((await stamp(member, card.id, store, another)).status).toBe(429);
      await age(member.memberNo, 61);
      const retried = await stamp(member, card.id, store, another);
      expect(retried.status).toBe(200);
      expect(retried.body.coupon?.stamp_count).toBe(2);
    });

    it('lets one of five simultaneous stamps through', async () => {
      const { store, member, card } = await paced({ min_stamp_interval_minutes: 60 });

      const answers = await Promise.all(Array.from({ length: 5 }, () => stamp(member, card.id, store)));

      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429, 429, 429, 429]);
      expect(await receiptTimes(member.memberNo)).toHaveLength(1);
    });
  });

  describe('the daily limit', () => {
    it('caps the stamps of a Manila day, and counts afresh from Manila midnight', async () => {
      const { store, member, card } = await paced({ daily_stamp_limit: 2 });
      const todayStarts = await db.query<{ start: Date; next: Date }>(
        `SELECT ($1::date)::timestamp AT TIME ZONE $2 AS start, ($1::date + 1)::timestamp AT TIME ZONE $2 AS next`,
        [manilaDate(0), ZONE],
      );
      const { start, next } = todayStarts.rows[0];

      expect((await stamp(member, card.id, store)).status).toBe(200);
      expect((await stamp(member, card.id, store)).status).toBe(200);
      const third = await stamp(member, card.id, store);
      expectTooSoon(third, next);
      expect(third.body.message).toBe('You can collect the next stamp at 12:00 AM.');
      expect(await failuresOf(member.memberNo, store.id)).toBe(0);

      // Both stamps were yesterday, a minute before Manila's midnight: today has none yet.
      await db.query(
        `UPDATE loyalty.ledger_entries SET occurred_at = $2::timestamptz - interval '1 minute'
         WHERE user_id = $1 AND kind = 'stamp'`,
        [member.memberNo, start],
      );
      expect((await stamp(member, card.id, store)).status).toBe(200);
      // One at Manila's midnight itself counts for today: with it, today's two are used up.
      await db.query(
        `UPDATE loyalty.ledger_entries SET occurred_at = $2
         WHERE id = (SELECT min(id) FROM loyalty.ledger_entries WHERE user_id = $1 AND kind = 'stamp')`,
        [member.memberNo, start],
      );
      expectTooSoon(await stamp(member, card.id, store), next);
    });

    it('lets exactly the day’s limit through when eight stamps arrive at once', async () => {
      const { store, member, card } = await paced({ daily_stamp_limit: 3 });

      const answers = await Promise.all(Array.from({ length: 8 }, () => stamp(member, card.id, store)));

      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
      expect(await receiptTimes(member.memberNo)).toHaveLength(3);
      const counts = answers.flatMap((answer) => answer.body.coupon?.stamp_count ?? []).sort();
      expect(counts).toEqual([1, 2, 3]);
    });
  });
});
