import { Client } from 'pg';
import { StampResultView } from '@stamp/contracts';
import { StoreDashboardView } from '../../apps/gateway/src/dashboard/dashboard.views';
import { FIRST_STAMPS_FROM_LEDGER } from '../../apps/loyalty-service/src/migrations/1795920000000-AddStoreFirstStamps';
import { storeInput } from '../support/fixtures';
import { signUpMember } from '../support/members';
import { createMission, manilaDate } from '../support/missions';
import { CreatedStore, createStore } from '../support/stores';
import { IsolatedTestSystem, TestSystem, eventually, startIsolatedTestSystem } from '../support/system';

const dashboardOf = (storeId: number) => `/api/v1/store/${String(storeId)}/dashboard`;

interface DayCounts {
  date: string;
  stamps: number;
  completed_cards: number;
  redemptions: number;
  new_members: number;
}

/**
 * The owner's dashboard through the gateway, on a database of its own: one store's per-day counts from real
 * stamps and back-dated receipts, checked against the ledger itself, and who may see them.
 */
describe("Owner's dashboard (real Postgres and NATS)", () => {
  const database = `stamp_store_dashboard_${Date.now()}`;
  let sut: TestSystem;
  let db: Client;
  let admin: string;
  let system: IsolatedTestSystem;
  let store: CreatedStore;
  let other: CreatedStore;
  let owner: string;

  beforeAll(async () => {
    system = await startIsolatedTestSystem(database);
    ({ sut, db } = system);
    admin = await sut.tokenFor({ kind: 'admin', adminId: 1, authority: 'super master' });
    store = await createStore(sut, admin);
    other = await createStore(sut, admin);
    owner = await sut.tokenFor({ kind: 'store', storeId: store.id });
  });

  afterAll(async () => {
    await system.close();
  });

  async function dashboard(query = ''): Promise<StoreDashboardView> {
    const response = await sut.call<StoreDashboardView>('GET', `${dashboardOf(store.id)}${query}`, {
      token: owner,
    });
    expect(response.status).toBe(200);
    return response.body;
  }

  /** The store's counts per Manila day straight from the ledger: what the dashboard must agree with. */
  async function fromLedger(storeId: number, from: string, to: string): Promise<DayCounts[]> {
    const { rows } = await db.query<DayCounts>(
      `SELECT to_char(d, 'YYYY-MM-DD') AS date,
              count(l.id) FILTER (WHERE l.kind = 'stamp')::int AS stamps,
              count(l.id) FILTER (WHERE l.kind = 'stamp' AND l.ticket_id IS NOT NULL)::int AS completed_cards,
              count(l.id) FILTER (WHERE l.kind = 'redemption')::int AS redemptions,
              (SELECT count(*)::int FROM (
                 SELECT user_id FROM loyalty.ledger_entries f WHERE f.store_id = $1 AND f.kind = 'stamp'
                 GROUP BY user_id HAVING (min(f.occurred_at) AT TIME ZONE 'Asia/Manila')::date = d) AS firsts
              ) AS new_members
       FROM generate_series($2::date, $3::date, interval '1 day') AS d
       LEFT JOIN loyalty.ledger_entries l
         ON l.store_id = $1 AND (l.occurred_at AT TIME ZONE 'Asia/Manila')::date = d
       GROUP BY d ORDER BY d`,
      [storeId, from, to],
    );
    return rows;
  }

  describe('access', () => {
    it('answers 401 without a token', async () => {
      expect((await sut.call('GET', dashboardOf(store.id))).status).toBe(401);
    });

    it("refuses another store's owner, a member and an administrator with 403", async () => {
      const otherOwner = await sut.tokenFor({ kind: 'store', storeId: other.id });
      const member = await sut.tokenFor({ kind: 'member', memberNo: 1 });

      const answers = await Promise.all(
        [otherOwner, member, admin].map((token) =>
          sut.call<{ code: string }>('GET', dashboardOf(store.id), { token }),
        ),
      );

      expect(answers.map((answer) => [answer.status, answer.body.code])).toEqual([
        [403, 'FORBIDDEN'],
        [403, 'FORBIDDEN'],
        [403, 'FORBIDDEN'],
      ]);
    });

    it.each([
      ['?days=0', 'days must be a whole number from 1 to 366'],
      ['?to=2026-02-30', 'to must be a date (YYYY-MM-DD)'],
    ])('refuses %s with a 400 that says why', async (query, message) => {
      const response = await sut.call<{ message: string }>('GET', `${dashboardOf(store.id)}${query}`, {
        token: owner,
      });

      expect([response.status, response.body.message]).toEqual([400, message]);
    });

    it('documents the route in OpenAPI with a typed body', async () => {
      const doc = await sut.call<{
        paths: Record<string, { get: { responses: Record<string, unknown> } }>;
        components: { schemas: Record<string, { required?: string[] }> };
      }>('GET', '/api/docs-json');

      expect(JSON.stringify(doc.body.paths['/api/v1/store/{id}/dashboard'].get.responses['200'])).toContain(
        '#/components/schemas/StoreDashboardView',
      );
      expect(doc.body.components.schemas.StoreDayCountsView.required?.sort()).toEqual([
        'completed_cards',
        'date',
        'new_members',
        'redemptions',
        'stamps',
      ]);
    });
  });

  it("counts the store's stamps, completed cards, redemptions and first-time members as the ledger does", async () => {
    const mission = await createMission(sut, admin, store.id, { max_stamp_count: 2 });
    const otherMission = await createMission(sut, admin, other.id);
    const regular = await signUpMember(sut, 'owner-dash-regular');
    const newcomer = await signUpMember(sut, 'owner-dash-newcomer');
    // The regular stamped here 3 days ago (a receipt written back then): not a new member today.
    await db.query(
      `INSERT INTO loyalty.ledger_entries (kind, user_id, store_id, occurred_at)
       VALUES ('stamp', $1, $2, now() - interval '3 days'), ('redemption', $1, $2, now() - interval '3 days')`,
      [regular.memberNo, store.id],
    );
    const stampAt = async (
      member: { token: string; memberNo: number },
      missionId: number,
      password: string,
      times: number,
    ) => {
      const card = await sut.call<{ id: number }>('POST', '/api/v1/coupon/create', {
        token: member.token,
        body: { user_id: member.memberNo, mission_id: missionId },
      });
      const results = [];
      for (let n = 0; n < times; n++) {
        results.push(
          await sut.call<StampResultView>('POST', `/api/v1/coupon/${String(card.body.id)}/add`, {
            token: member.token,
            body: { password },
          }),
        );
      }
      return results;
    };
    const stamps = [
      ...(await stampAt(regular, mission.id, store.password, 2)),
      ...(await stampAt(newcomer, mission.id, store.password, 1)),
      // Another store's stamp is not this store's.
      ...(await stampAt(newcomer, otherMission.id, other.password, 1)),
    ];
    const ticketId = stamps[1]?.body.ticket?.id ?? 0;
    const used = await sut.call('PUT', `/api/v1/ticket/use/ticket_id=${String(ticketId)}`, {
      token: regular.token,
      body: { password: store.password },
    });
    expect([...stamps.map((s) => s.status), used.status]).toEqual([200, 200, 200, 200, 200]);

    const view = await dashboard();

    const today = manilaDate(0);
    expect([view.timeZone, view.from, view.to, view.days.length]).toEqual([
      'Asia/Manila',
      manilaDate(-29),
      today,
      30,
    ]);
    expect(view.days.at(-1)).toEqual({
      date: today,
      stamps: 3,
      completed_cards: 1,
      redemptions: 1,
      new_members: 1,
    });
    expect(view.days.find((day) => day.date === manilaDate(-3))).toEqual({
      date: manilaDate(-3),
      stamps: 1,
      completed_cards: 0,
      redemptions: 1,
      new_members: 1,
    });
    expect(view.days).toEqual(await fromLedger(store.id, view.from, view.to));
    expect(view.guessing_alerts).toBeNull();
  });

  it("keeps the store's ended days and reads them back; today is counted afresh", async () => {
    const kept = await db.query<{ day: string; stamps: number; new_members: number }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, stamps, new_members FROM loyalty.ledger_store_daily_counts
       WHERE store_id = $1 AND time_zone = 'Asia/Manila' ORDER BY day`,
      [store.id],
    );
    expect(kept.rows.map((row) => row.day)).not.toContain(manilaDate(0));
    expect(kept.rows.find((row) => row.day === manilaDate(-3))).toEqual({
      day: manilaDate(-3),
      stamps: 1,
      new_members: 1,
    });
    await db.query(
      `UPDATE loyalty.ledger_store_daily_counts SET stamps = 9 WHERE store_id = $1 AND day = $2`,
      [store.id, manilaDate(-3)],
    );

    expect((await dashboard()).days.find((day) => day.date === manilaDate(-3))?.stamps).toBe(9);
    await db.query(`DELETE FROM loyalty.ledger_store_daily_counts WHERE store_id = $1`, [store.id]);
    const recounted = await dashboard();
    expect(recounted.days).toEqual(await fromLedger(store.id, recounted.from, recounted.to));
  });

  it('counts a day in Manila, and a member whose first stamp is loaded later with an earlier time once', async () => {
    // 15:59:59Z is 23:59:59 in Manila (UTC+8), 16:00:00Z the next day's midnight.
    await db.query(
      `INSERT INTO loyalty.ledger_entries (kind, user_id, store_id, ticket_id, occurred_at)
       VALUES ('stamp', 901, $1, NULL, '2020-03-10T16:00:00Z'), ('stamp', 901, $1, 77, '2020-03-10T15:59:59Z'),
              ('stamp', 902, $1, NULL, '2020-03-09T16:00:00Z'), ('redemption', 902, $1, 77, '2020-03-10T16:00:00Z')`,
      [store.id],
    );

    const view = await dashboard('?days=3&to=2020-03-11');

    expect(view.days).toEqual([
      { date: '2020-03-09', stamps: 0, completed_cards: 0, redemptions: 0, new_members: 0 },
      { date: '2020-03-10', stamps: 2, completed_cards: 1, redemptions: 0, new_members: 2 },
      { date: '2020-03-11', stamps: 1, completed_cards: 0, redemptions: 1, new_members: 0 },
    ]);
    expect(view.days).toEqual(await fromLedger(store.id, view.from, view.to));
  });

  it("the migration's backfill finds the first stamps the ledger's trigger noted", async () => {
    const firstStamps = async () =>
      (
        await db.query<{ store_id: number; user_id: number; first_stamp_at: Date }>(
          'SELECT store_id, user_id, first_stamp_at FROM loyalty.store_members ORDER BY store_id, user_id',
        )
      ).rows;
    const noted = await firstStamps();
    expect(noted.length).toBeGreaterThanOrEqual(5);

    await db.query('DELETE FROM loyalty.store_members');
    await db.query(FIRST_STAMPS_FROM_LEDGER);

    expect(await firstStamps()).toEqual(noted);
  });

  it("shows the store's own open guessing alerts, not another store's", async () => {
    const { name, region, province, address } = storeInput();
    await sut.publish('store.stamp-guessing-detected', {
      store: { id: store.id, name, region, province, address },
      failures: 31,
      members: 5,
      windowSeconds: 900,
      detectedAt: new Date(Date.now() - 60_000).toISOString(),
    });

    const alerts = await eventually(async () => {
      const view = await dashboard();
      expect(view.guessing_alerts).not.toBeNull();
      return view.guessing_alerts;
    });

    expect(alerts).toMatchObject({ store_id: store.id, failures: 31, members: 5, alerts: 1 });
    const otherOwner = await sut.tokenFor({ kind: 'store', storeId: other.id });
    const theirs = await sut.call<StoreDashboardView>('GET', dashboardOf(other.id), { token: otherOwner });
    expect([theirs.status, theirs.body.guessing_alerts]).toEqual([200, null]);
  });
});
