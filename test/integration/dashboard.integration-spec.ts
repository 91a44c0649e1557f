import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { OpenGuessingAlertView, StampResultView, StoreFullView, TicketUsedView } from '@stamp/contracts';
import { DashboardActivityView, DashboardDayView } from '../../apps/gateway/src/dashboard/dashboard.views';
import { storeInput } from '../support/fixtures';
import { signUpMember } from '../support/members';
import { createMission, manilaDate } from '../support/missions';
import { CreatedStore, createStore } from '../support/stores';
import { IsolatedTestSystem, TestSystem, eventually, startIsolatedTestSystem } from '../support/system';

const ACTIVITY = '/api/v1/dashboard/activity';
const ALERTS = '/api/v1/dashboard/guessing-alerts';

interface OpenApiSchema {
  properties: Record<string, { $ref?: string; items?: { $ref?: string } }>;
  required?: string[];
}

function zeroDay(date: string): DashboardDayView {
  return { date, stamps: 0, completed_cards: 0, redemptions: 0, new_members: 0 };
}

/**
 * The admin dashboard through the gateway, on a database of its own (the counts are of the whole system):
 * per-day counts from real stamps, redemptions and sign-ups, the Manila day boundary, and open alerts.
 */
describe('Admin dashboard (real Postgres and NATS)', () => {
  const database = `stamp_dashboard_${Date.now()}`;
  let sut: TestSystem;
  let db: Client;
  let admin: string;

  let system: IsolatedTestSystem;

  beforeAll(async () => {
    system = await startIsolatedTestSystem(database);
    ({ sut, db } = system);
    admin = await sut.tokenFor({ kind: 'admin', adminId: 1, authority: 'super master' });
  });

  afterAll(async () => {
    await system.close();
  });

  async function activity(query = ''): Promise<DashboardActivityView> {
    const response = await sut.call<DashboardActivityView>('GET', `${ACTIVITY}${query}`, { token: admin });
    expect(response.status).toBe(200);
    return response.body;
  }

  describe('access', () => {
    it.each([ACTIVITY, ALERTS])('answers %s with 401 without a token', async (path) => {
      expect((await sut.call('GET', path)).status).toBe(401);
    });

    it.each([ACTIVITY, ALERTS])(
      "answers %s with 403 to a member's and a store owner's token",
      async (path) => {
        const member = await sut.tokenFor({ kind: 'member', memberNo: 1 });
        const owner = await sut.tokenFor({ kind: 'store', storeId: 1 });

        const answers = [
          await sut.call('GET', path, { token: member }),
          await sut.call('GET', path, { token: owner }),
        ];

        expect(answers.map((answer) => answer.status)).toEqual([403, 403]);
      },
    );

    it.each([
      ['?days=0', 'days must be a whole number from 1 to 366'],
      ['?days=367', 'days must be a whole number from 1 to 366'],
      ['?days=abc', 'days must be a whole number from 1 to 366'],
      ['?days=1.5', 'days must be a whole number from 1 to 366'],
      ['?to=2026-02-30', 'to must be a date (YYYY-MM-DD)'],
      ['?to=24/11/2026', 'to must be a date (YYYY-MM-DD)'],
    ])('refuses %s with a 400 that says why', async (query, message) => {
      const response = await sut.call<{ message: string }>('GET', `${ACTIVITY}${query}`, { token: admin });

      expect([response.status, response.body.message]).toEqual([400, message]);
    });
  });

  it('documents both routes in OpenAPI with typed bodies (the web client is generated from it)', async () => {
    const doc = await sut.call<{
      paths: Record<string, { get: { parameters: { name: string }[]; responses: Record<string, unknown> } }>;
      components: { schemas: Record<string, OpenApiSchema> };
    }>('GET', '/api/docs-json');
    const { paths, components } = doc.body;
    const ok = (path: string) => JSON.stringify(paths[path].get.responses['200']);

    expect(ok(ACTIVITY)).toContain('#/components/schemas/DashboardActivityView');
    expect(paths[ACTIVITY].get.parameters.map((parameter) => parameter.name).sort()).toEqual(['days', 'to']);
    expect(ok(ALERTS)).toMatch(
      /"type":"array","items":\{"\$ref":"#\/components\/schemas\/OpenGuessingAlertView"\}/,
    );
    const {
      DashboardActivityView: view,
      DashboardDayView: day,
      OpenGuessingAlertView: alert,
    } = components.schemas;
    expect(view.properties.days.items?.$ref).toBe('#/components/schemas/DashboardDayView');
    expect(day.required?.sort()).toEqual(['completed_cards', 'date', 'new_members', 'redemptions', 'stamps']);
    expect(alert.required).toEqual(
      expect.arrayContaining(['store_id', 'store_name', 'detectedAt', 'failures']),
    );
  });

  describe('activity per day', () => {
    let store: CreatedStore;

    beforeAll(async () => {
      store = await createStore(sut, admin);
    });

    it('counts the day’s stamps, completed cards, redemptions and sign-ups, and zeros on the other days', async () => {
      const mission = await createMission(sut, admin, store.id, { max_stamp_count: 3 });
      const stamper = await signUpMember(sut, 'dash-stamper');
      await signUpMember(sut, 'dash-joiner');
      const card = await sut.call<{ id: number }>('POST', '/api/v1/coupon/create', {
        token: stamper.token,
        body: { user_id: stamper.memberNo, mission_id: mission.id },
      });
      const stamp = () =>
        sut.call<StampResultView>('POST', `/api/v1/coupon/${String(card.body.id)}/add`, {
          token: stamper.token,
          body: { password: store.password },
        });
      const wrong = await sut.call('POST', `/api/v1/coupon/${String(card.body.id)}/add`, {
        token: stamper.token,
        body: { password: `${store.password}x` },
      });
      // The first stamp after a wrong password takes the full path, the second the one-statement path of a
      // known card, the last makes the ticket: each writes its receipt its own way.
      const stamps = [await stamp(), await stamp(), await stamp()];
      const ticketId = stamps[2]?.body.ticket?.id ?? 0;
      const used = await sut.call<TicketUsedView>('PUT', `/api/v1/ticket/use/ticket_id=${String(ticketId)}`, {
        token: stamper.token,
        body: { password: store.password },
      });
      const granted = await sut.call('POST', '/api/v1/ticket/create', {
        token: admin,
        body: { user_id: stamper.memberNo, store_id: store.id },
      });
      expect([
        card.status,
        wrong.status,
        ...stamps.map((s) => s.status),
        used.status,
        granted.status,
      ]).toEqual([201, 400, 200, 200, 200, 200, 201]);

      const view = await activity();

      const today = manilaDate(0);
      expect([view.timeZone, view.from, view.to, view.days.length]).toEqual([
        'Asia/Manila',
        manilaDate(-29),
        today,
        30,
      ]);
      expect(view.days.map((day) => day.date)).toEqual(
        Array.from({ length: 30 }, (_, n) => manilaDate(n - 29)),
      );
      expect(view.days.at(-1)).toEqual({
        date: today,
        stamps: 3,
        completed_cards: 1,
        redemptions: 1,
        new_members: 2,
      });
      expect(view.days.slice(0, -1)).toEqual(view.days.slice(0, -1).map((day) => zeroDay(day.date)));
    });

    it('keeps the counts of days that have ended, and counts today afresh every time', async () => {
      const kept = async () =>
        (
          await db.query<{ day: string }>(
            `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM loyalty.ledger_daily_counts
             WHERE time_zone = 'Asia/Manila' AND day >= $1 ORDER BY day`,
            [manilaDate(-29)],
          )
        ).rows.map((row) => row.day);
      const before = await kept();
      // Yesterday is kept from 01:00 in Manila on; the days before it always are, today never is.
      expect(before.slice(0, 28)).toEqual(Array.from({ length: 28 }, (_, n) => manilaDate(n - 29)));
      expect(before).not.toContain(manilaDate(0));

      await db.query(
        `UPDATE loyalty.ledger_daily_counts SET stamps = 7 WHERE time_zone = 'Asia/Manila' AND day = $1`,
        [manilaDate(-5)],
      );
      const member = await signUpMember(sut, 'dash-later');
      const other = await createStore(sut, admin);
      const mission = await createMission(sut, admin, other.id);
      const card = await sut.call<{ id: number }>('POST', '/api/v1/coupon/create', {
        token: member.token,
        body: { user_id: member.memberNo, mission_id: mission.id },
      });
      const stamped = await sut.call('POST', `/api/v1/coupon/${String(card.body.id)}/add`, {
        token: member.token,
        body: { password: other.password },
      });
      expect([card.status, stamped.status]).toEqual([201, 200]);

      const days = (await activity()).days;

      expect(days.find((day) => day.date === manilaDate(-5))?.stamps).toBe(7);
      expect(days.at(-1)).toMatchObject({ date: manilaDate(0), stamps: 4, new_members: 3 });
      await db.query(`DELETE FROM loyalty.ledger_daily_counts WHERE day = $1`, [manilaDate(-5)]);
      const recounted = (await activity()).days.find((day) => day.date === manilaDate(-5));
      expect(recounted?.stamps).toBe(0);
      expect(await kept()).toEqual(before);
    });

    it('counts each receipt and sign-up on its day in Manila, not in UTC', async () => {
      // 15:59:59Z is 23:59:59 in Manila (UTC+8) and 16:00:00Z the next day's midnight.
      const instants = ['2020-03-09T16:00:00Z', '2020-03-10T15:59:59Z', '2020-03-10T16:00:00Z'];
      for (const [n, at] of instants.entries()) {
        await db.query(
          `INSERT INTO loyalty.ledger_entries (kind, user_id, store_id, ticket_id, occurred_at)
           VALUES ('stamp', 1, $1, NULL, $2), ('stamp', 1, $1, $3, $2), ('redemption', 1, $1, $3, $2),
                  ('ticket-granted', 1, $1, $3, $2), ('coupon-deleted', 1, $1, NULL, $2)`,
          [store.id, at, 1000 + n],
        );
        await db.query(
          `INSERT INTO member.members (member_id, member_name, member_name2, member_pass, reg_dt)
           VALUES ($1, 'Ana', 'Reyes', 'not-a-hash', $2)`,
          [`dash-${randomBytes(4).toString('hex')}@example.ph`, at],
        );
      }

      const view = await activity('?days=4&to=2020-03-12');

      expect([view.from, view.to]).toEqual(['2020-03-09', '2020-03-12']);
      expect(view.days).toEqual([
        zeroDay('2020-03-09'),
        { date: '2020-03-10', stamps: 4, completed_cards: 2, redemptions: 2, new_members: 2 },
        { date: '2020-03-11', stamps: 2, completed_cards: 1, redemptions: 1, new_members: 1 },
        zeroDay('2020-03-12'),
      ]);
    });

    it('answers one day, and a whole leap year', async () => {
      expect((await activity('?days=1&to=2020-03-11')).days).toEqual([
        { date: '2020-03-11', stamps: 2, completed_cards: 1, redemptions: 1, new_members: 1 },
      ]);
      const year = await activity('?days=366&to=2028-12-31');
      expect([year.from, year.days.length, year.days[59]?.date]).toEqual(['2028-01-01', 366, '2028-02-29']);
    });
  });

  describe('open guessing alerts', () => {
    it('lists each store with open alerts once, newest first, until its stamp password changes', async () => {
      const calm = await createStore(sut, admin);
      const attacked = [await createStore(sut, admin), await createStore(sut, admin)];
      const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
      const [earliest, middle, latest] = [minutesAgo(90), minutesAgo(60), minutesAgo(30)];
      const alert = (storeId: number, failures: number, detectedAt: string) => {
        const { name, region, province, address } = storeInput();
        return sut.publish('store.stamp-guessing-detected', {
          store: { id: storeId, name, region, province, address },
          failures,
          members: 4,
          windowSeconds: 900,
          detectedAt,
        });
      };
      const [first, second] = attacked.map((store) => store.id) as [number, number];
      await alert(first, 30, earliest);
      await alert(second, 35, middle);
      await alert(first, 41, latest);

      const listed = await eventually(async () => {
        const response = await sut.call<OpenGuessingAlertView[]>('GET', ALERTS, { token: admin });
        // The store service takes the three events one by one: wait for all of them.
        expect(response.body.map((row) => [row.store_id, row.alerts])).toEqual([
          [first, 2],
          [second, 1],
        ]);
        return response.body;
      });

      const code = async (id: number) =>
        (await sut.call<StoreFullView>('GET', `/api/v1/store/${String(id)}`, { token: admin })).body.code;
      expect(listed).toEqual([
        {
          store_id: first,
          store_name: attacked[0]?.name,
          store_code: await code(first),
          detectedAt: latest,
          firstDetectedAt: earliest,
          failures: 41,
          members: 4,
          windowSeconds: 900,
          alerts: 2,
          totalFailures: 71,
        },
        expect.objectContaining({
          store_id: second,
          store_name: attacked[1]?.name,
          detectedAt: middle,
          firstDetectedAt: middle,
          alerts: 1,
          failures: 35,
          totalFailures: 35,
        }),
      ]);
      expect(listed.some((row) => row.store_id === calm.id)).toBe(false);

      const changed = await sut.call('PUT', '/api/v1/store/update', {
        token: admin,
        body: { id: first, password: `pw-${randomBytes(3).toString('hex')}` },
      });
      expect(changed.status).toBe(200);
      const after = await sut.call<OpenGuessingAlertView[]>('GET', ALERTS, { token: admin });
      expect(after.body.map((row) => row.store_id)).toEqual([second]);
    });
  });
});
