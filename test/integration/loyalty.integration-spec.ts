import { randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import {
  ARGON2ID_HASH_PATTERN,
  CouponView,
  CreateStoreRequest,
  EventEnvelope,
  LedgerEntryView,
  MissionResultView,
  MissionView,
  StampResultView,
  StoreFullView,
  StorePublicView,
  TicketView,
} from '@stamp/contracts';
import { HotStatement, HotStatements } from '@stamp/server-kit/database';
import { verifyPassword } from '@stamp/server-kit/security';
import { testEnv } from '@stamp/testing';
import { MESSAGES } from '@stamp/shared';
import {
  CouponsRepository,
  NewStamp,
  STAMP,
  STAMPS,
  StampKeyClaimed,
} from '../../apps/loyalty-service/src/coupons/coupons.repository';
import { storeInput } from '../support/fixtures';
import { claimedMeanwhile } from '../support/key-claims';
import { SignedUpMember, signUpMember } from '../support/members';
import {
  createCard as createCardAs,
  createMission as createMissionAs,
  manilaDate,
  missionBody,
} from '../support/missions';
import { CreatedStore, createStore as createStoreAs } from '../support/stores';
import { ApiResponse, TestSystem, eventually, observeEvents, startTestSystem } from '../support/system';

interface ErrorBody {
  statusCode: number;
  message: string;
  errors: string[];
}

type Member = SignedUpMember;

/** The guessing ceiling of this run: low, so a handful of members reach it. */
const STORE_CEILING = 8;

describe('Loyalty through the gateway (real Postgres and NATS)', () => {
  let sut: TestSystem;
  let admin: string;
  let db: Client;
  let seen: EventEnvelope[] = [];

  beforeAll(async () => {
    sut = await startTestSystem({
      env: { STORE_GUESS_CEILING: String(STORE_CEILING), LOYALTY_SWEEP_SECONDS: '1' },
    });
    admin = await sut.tokenFor({ kind: 'admin', adminId: 1, authority: 'super master' });
    seen = await observeEvents(sut, 'loyalty-observer', [
      'mission.>',
      'ticket.>',
      'store.stamp-guessing-detected',
    ]);
    db = new Client({ connectionString: testEnv.databaseUrl() });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
    await sut.close();
  });

  function createStore(overrides: Partial<CreateStoreRequest> = {}): Promise<CreatedStore> {
    return createStoreAs(sut, admin, overrides);
  }

  async function createMission(
    storeId: number,
    overrides: Record<string, unknown> = {},
  ): Promise<MissionView> {
    return createMissionAs(sut, admin, storeId, overrides);
  }

  async function updateMission(
    body: Record<string, unknown>,
    token = admin,
  ): Promise<ApiResponse<ErrorBody>> {
    return sut.call<ErrorBody>('PUT', '/api/v1/mission/update', { token, body });
  }

  let memberCounter = 0;
  async function signUp(): Promise<Member> {
    memberCounter++;
    return signUpMember(sut, `loyal${String(memberCounter)}`);
  }

  function createCard(member: Member, missionId: number): Promise<CouponView> {
    return createCardAs(sut, member, missionId);
  }

  async function stamp(
    member: Member,
    couponId: number,
    password: string,
    idempotencyKey?: string,
  ): Promise<ApiResponse<StampResultView & ErrorBody>> {
    return sut.call('POST', `/api/v1/coupon/${String(couponId)}/add`, {
      token: member.token,
      body: { password },
      headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
    });
  }

  async function ledgerOf(memberNo: number): Promise<LedgerEntryView[]> {
    const response = await sut.call<LedgerEntryView[]>('GET', `/api/v1/ledger/member=${String(memberNo)}`, {
      token: admin,
    });
    expect(response.status).toBe(200);
    return response.body;
  }

  function eventFor<T>(subject: string, match: (payload: T) => boolean): Promise<EventEnvelope<T>> {
    return eventually(() => {
      const found = seen.find((e) => e.subject === subject && match(e.payload as T)) as
        EventEnvelope<T> | undefined;
      expect(found).toBeDefined();
      return Promise.resolve(found as EventEnvelope<T>);
    });
  }

  describe('missions', () => {
    it('checks every mission rule on the server, with the spec messages in the spec order', async () => {
      const store = await createStore();
      const owner = await sut.tokenFor({ kind: 'store', storeId: store.id });
      const create = (body: Record<string, unknown>, token = owner) =>
        sut.call<ErrorBody>('POST', '/api/v1/mission/create', { token, body });

      const empty = await create({});
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toEqual([
        'Please enter the mission name.',
        'Please enter the start and end date.',
        'Please enter the number of stamps.',
      ]);
      expect(empty.body.message).toBe('Please enter the mission name.');

      const adminEmpty = await create({}, admin);
      expect(adminEmpty.body.errors).toEqual([
        'Please fill out the required fields.',
        'Please enter the mission name.',
        'Please enter the start and end date.',
        'Please enter the number of stamps.',
      ]);

      const cases: [Record<string, unknown>, string][] = [
        [{ name: 'x'.repeat(31) }, 'Please enter the mission name within 30 characters.'],
        [{ name: '   ' }, 'Please enter the mission name.'],
        [{ start_date: '' }, 'Please enter the start date first.'],
        [{ expire_date: null }, 'Please enter the start and end date.'],
        [{ start_date: null, expire_date: null }, 'Please enter the start and end date.'],
        [
          { start_date: manilaDate(5), expire_date: manilaDate(4) },
          'Please enter the start date before the end date.',
        ],
        [{ max_stamp_count: '' }, 'Please enter the number of stamps.'],
        [{ max_stamp_count: 0 }, 'Please enter the number of stamps.'],
        [{ max_stamp_count: 101 }, 'Please enter the number of stamps less than 100.'],
      ];
      for (const [overrides, message] of cases) {
        const response = await create(missionBody(store.id, overrides));
        expect({ overrides, status: response.status, errors: response.body.errors }).toEqual({
          overrides,
          status: 400,
          errors: [message],
        });
      }

      const thirty = await sut.call<MissionResultView>('POST', '/api/v1/mission/create', {
        token: owner,
        body: missionBody(store.id, { name: 'y'.repeat(30), max_stamp_count: '100' }),
      });
      expect(thirty.status).toBe(201);
      expect(thirty.body.message).toBe('Mission created.');
      expect(thirty.body.mission).toMatchObject({
        name: 'y'.repeat(30),
        max_stamp_count: 100,
        status: 'ongoing',
      });

      const endBeforeStart = await updateMission(
        { id: thirty.body.mission.id, expire_date: manilaDate(-3) },
        owner,
      );
      expect(endBeforeStart.body.errors).toEqual(['Please enter the end date after the start date.']);
      const startAfterEnd = await updateMission(
        { id: thirty.body.mission.id, start_date: manilaDate(40) },
        owner,
      );
      expect(startAfterEnd.body.errors).toEqual(['Please enter the start date before the end date.']);

      const unknown = await updateMission({ id: 99_999_999, name: 'x' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Communication error. Please try again.');
    });

    it('keeps one mission per store', async () => {
      const store = await createStore();
      await createMission(store.id);
      const second = await sut.call<ErrorBody>('POST', '/api/v1/mission/create', {
        token: admin,
        body: missionBody(store.id),
      });
      expect(second.status).toBe(409);
      expect(second.body.message).toBe('This store already has a mission.');
    });

    it("lets a store's owner manage their own mission without status, and nobody else's", async () => {
      const store = await createStore();
      const other = await createStore();
      const owner = await sut.tokenFor({ kind: 'store', storeId: store.id });
      const withStatus = await sut.call<ErrorBody>('POST', '/api/v1/mission/create', {
        token: owner,
        body: missionBody(store.id, { status: 'pended' }),
      });
      expect(withStatus.status).toBe(403);
      const elsewhere = await sut.call('POST', '/api/v1/mission/create', {
        token: owner,
        body: missionBody(other.id),
      });
      expect(elsewhere.status).toBe(403);
      const member = await sut.tokenFor({ kind: 'member', memberNo: 1 });
      expect(
        (await sut.call('POST', '/api/v1/mission/create', { token: member, body: missionBody(store.id) }))
          .status,
      ).toBe(403);

      const { store_id: _omitted, ...withoutStore } = missionBody(store.id);
      const created = await sut.call<MissionResultView>('POST', '/api/v1/mission/create', {
        token: owner,
        body: withoutStore,
      });
      expect(created.status).toBe(201);
      const id = created.body.mission.id;
      expect(created.body.mission.store_id).toBe(store.id);

      const renamed = await sut.call<MissionResultView>('PUT', '/api/v1/mission/update', {
        token: owner,
        body: { id, name: 'Renamed' },
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({
        message: 'Mission updated.',
        mission: { name: 'Renamed', max_stamp_count: 5 },
      });
      expect((await updateMission({ id, status: 'pended' }, owner)).status).toBe(403);
      const stranger = await sut.tokenFor({ kind: 'store', storeId: other.id });
      expect((await updateMission({ id, name: 'Hijack' }, stranger)).status).toBe(403);
      expect(
        (await sut.call('DELETE', `/api/v1/mission/delete/${String(id)}`, { token: stranger })).status,
      ).toBe(403);

      const ended = await sut.call<{ message: string }>('DELETE', `/api/v1/mission/delete/${String(id)}`, {
        token: owner,
      });
      expect(ended.status).toBe(200);
      expect(ended.body.message).toBe('Mission deleted.');
      expect((await sut.call('GET', `/api/v1/mission/store_id=${String(store.id)}`)).status).toBe(404);
      await eventFor<{ mission: { id: number }; reason: string }>(
        'mission.ended',
        (p) => p.mission.id === id && p.reason === 'deleted',
      );
    });

    it("announces each change to JetStream with the store's name and place and the mission's name and dates", async () => {
      const input = storeInput({ region: 'Region VII (Central Visayas)', province: 'Cebu City' });
      const store = await createStore(input);
      const mission = await createMission(store.id, { name: 'Kape promo' });

      const created = await eventFor<{ mission: { id: number } }>(
        'mission.created',
        (p) => p.mission.id === mission.id,
      );
      expect(created.payload).toEqual({
        mission: {
          id: mission.id,
          store_id: store.id,
          name: 'Kape promo',
          start_date: manilaDate(-1),
          expire_date: manilaDate(30),
          max_stamp_count: 5,
          status: 'ongoing',
          createdAt: mission.createdAt,
          version: 1,
        },
        store: expect.objectContaining({
          id: store.id,
          name: input.name,
          region: 'Region VII (Central Visayas)',
          province: 'Cebu City',
          address: input.address,
        }) as unknown,
      });

      expect((await updateMission({ id: mission.id, status: 'pended' })).status).toBe(200);
      const paused = await eventFor<{ mission: { id: number }; transition: string }>(
        'mission.status-changed',
        (p) => p.mission.id === mission.id && p.transition === 'paused',
      );
      expect(paused.payload).toMatchObject({
        from: 'ongoing',
        to: 'pended',
        mission: { status: 'pended', name: 'Kape promo' },
        store: { name: input.name, province: 'Cebu City' },
      });

      expect((await updateMission({ id: mission.id, status: 'ongoing', max_stamp_count: 8 })).status).toBe(
        200,
      );
      await eventFor<{ mission: { id: number; max_stamp_count: number } }>(
        'mission.updated',
        (p) => p.mission.id === mission.id && p.mission.max_stamp_count === 8,
      );
      await eventFor<{ mission: { id: number }; transition: string; from: string }>(
        'mission.status-changed',
        (p) => p.mission.id === mission.id && p.transition === 'started' && p.from === 'pended',
      );

      const finished = await sut.call<MissionResultView>('PUT', '/api/v1/mission/update', {
        token: admin,
        body: { id: mission.id, store_id: store.id, status: 'finished' },
      });
      expect(finished.body.mission).toMatchObject({ status: null, active: false });
      const ended = await eventFor<{ mission: { id: number }; reason: string }>(
        'mission.ended',
        (p) => p.mission.id === mission.id && p.reason === 'finished',
      );
      expect(ended.payload).toMatchObject({ store: { name: input.name, region: input.region } });
      await eventually(async () => {
        const read = await sut.call<StorePublicView>('GET', `/api/v1/store/${String(store.id)}`);
        expect(read.body.Mission).toBeNull();
      });
    });

    it('announces once that an ongoing mission passed its expiry date (mission.expired)', async () => {
      const store = await createStore();
      const mission = await createMission(store.id, {
        start_date: manilaDate(-5),
        expire_date: manilaDate(-1),
      });
      const read = await sut.call<MissionView>('GET', `/api/v1/mission/store_id=${String(store.id)}`);
      expect(read.body).toMatchObject({ id: mission.id, status: 'ongoing', active: false });

      const expired = await eventFor<{ mission: { id: number } }>(
        'mission.expired',
        (p) => p.mission.id === mission.id,
      );
      expect(expired.payload).toMatchObject({
        mission: { expire_date: manilaDate(-1) },
        store: { id: store.id, name: store.name },
      });
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(
        seen.filter(
          (e) =>
            e.subject === 'mission.expired' &&
            (e.payload as { mission: { id: number } }).mission.id === mission.id,
        ),
      ).toHaveLength(1);
    });

    it("removes a deleted store's mission and cards", async () => {
      const store = await createStore();
      const mission = await createMission(store.id);
      const member = await signUp();
      await createCard(member, mission.id);
      expect(
        (await sut.call('DELETE', `/api/v1/store/delete/${String(store.id)}`, { token: admin })).status,
      ).toBe(200);
      await eventually(async () => {
        expect((await sut.call('GET', `/api/v1/mission/store_id=${String(store.id)}`)).status).toBe(404);
        const cards = await sut.call<CouponView[]>(
          'GET',
          `/api/v1/coupons/member=${String(member.memberNo)}`,
          {
            token: member.token,
          },
        );
        expect(cards.body).toEqual([]);
      });
      expect((await ledgerOf(member.memberNo)).map((e) => e.kind)).toEqual(['coupon-deleted']);
    });
  });

  describe('coupons and stamping', () => {
    it('makes one card per member and mission and shows it with its mission and store', async () => {
      const store = await createStore();
      const mission = await createMission(store.id);
      const member = await signUp();
      const card = await createCard(member, mission.id);
      expect(card).toMatchObject({
        user_id: member.memberNo,
        mission_id: mission.id,
        stamp_count: 0,
        is_used: false,
      });
      const again = await sut.call<CouponView>('POST', '/api/v1/coupon/create', {
        token: member.token,
        body: { user_id: member.memberNo, mission_id: mission.id },
      });
      expect(again.status).toBe(200);
      expect(again.body.id).toBe(card.id);

      const list = await sut.call<CouponView[]>('GET', `/api/v1/coupons/member=${String(member.memberNo)}`, {
        token: member.token,
      });
      expect(list.body).toEqual([
        expect.objectContaining({
          id: card.id,
          Mission: expect.objectContaining({
            id: mission.id,
            name: mission.name,
            active: true,
            Store: expect.objectContaining({ id: store.id, name: store.name }) as unknown,
          }) as unknown,
        }),
      ]);
      const one = await sut.call<CouponView>(
        'GET',
        `/api/v1/coupon/member=${String(member.memberNo)}/mission=${String(mission.id)}`,
        { token: member.token },
      );
      expect(one.body.id).toBe(card.id);

      const deleted = await sut.call('DELETE', `/api/v1/coupon/${String(card.id)}/delete`, {
        token: member.token,
      });
      expect(deleted.status).toBe(200);
      const gone = await sut.call<ErrorBody>(
        'GET',
        `/api/v1/coupon/member=${String(member.memberNo)}/mission=${String(mission.id)}`,
        { token: member.token },
      );
      expect(gone.status).toBe(404);
    });

    it("answers 403 to another member's cards, tickets and ledger", async () => {
      const store = await createStore();
      const mission = await createMission(store.id, { max_stamp_count: 1 });
      const owner = await signUp();
      const intruder = await signUp();
      const card = await createCard(owner, mission.id);
      const other = await createCard(owner, (await createMission((await createStore()).id)).id);
      const completed = await stamp(owner, card.id, store.password);
      const ticketId = completed.body.ticket?.id ?? 0;

      const attempts: [string, string, unknown?][] = [
        ['GET', `/api/v1/coupons/member=${String(owner.memberNo)}`],
        ['GET', `/api/v1/coupon/member=${String(owner.memberNo)}/mission=${String(mission.id)}`],
        ['POST', '/api/v1/coupon/create', { user_id: owner.memberNo, mission_id: mission.id }],
        ['POST', `/api/v1/coupon/${String(other.id)}/add`, { password: store.password }],
        ['DELETE', `/api/v1/coupon/${String(other.id)}/delete`],
        ['GET', `/api/v1/tickets/member=${String(owner.memberNo)}`],
        ['GET', `/api/v1/ticket/ticket_id=${String(ticketId)}`],
        ['PUT', `/api/v1/ticket/use/ticket_id=${String(ticketId)}`, { password: store.password }],
        ['DELETE', `/api/v1/ticket/ticket_id=${String(ticketId)}`],
        ['GET', `/api/v1/ledger/member=${String(owner.memberNo)}`],
      ];
      for (const [method, path, body] of attempts) {
        const response = await sut.call(method, path, { token: intruder.token, body });
        expect({ method, path, status: response.status }).toEqual({ method, path, status: 403 });
      }
      const ticket = await sut.call<TicketView>('GET', `/api/v1/ticket/ticket_id=${String(ticketId)}`, {
        token: owner.token,
      });
      expect(ticket.body.is_used).toBe(false);
      expect((await sut.call('GET', `/api/v1/coupons/member=${String(owner.memberNo)}`)).status).toBe(401);
    });

    it('adds a stamp with the right password, refuses a wrong one, and writes a receipt', async () => {
      const store = await createStore();
      const mission = await createMission(store.id);
      const member = await signUp();
      const card = await createCard(member, mission.id);

      const wrong = await stamp(member, card.id, 'not-it');
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Password is incorrect.');
      const right = await stamp(member, card.id, store.password);
      expect(right.status).toBe(200);
      expect(right.body).toMatchObject({
        completed: false,
        message: 'Stamp added successfully.',
        coupon: { id: card.id, stamp_count: 1 },
      });
      const requestId = right.headers.get('x-request-id');
      const [receipt] = await ledgerOf(member.memberNo);
      expect(receipt).toMatchObject({
        kind: 'stamp',
        user_id: member.memberNo,
        store_id: store.id,
        mission_id: mission.id,
        coupon_id: card.id,
        stamp_count: 1,
        request_id: requestId,
      });
      const own = await sut.call<LedgerEntryView[]>(
        'GET',
        `/api/v1/ledger/member=${String(member.memberNo)}`,
        {
          token: member.token,
        },
      );
      expect(own.body).toHaveLength(1);
    });

    it('gives exactly one ticket for 20 parallel correct stamps on a card of 5, never counting past 5', async () => {
      const store = await createStore();
      const mission = await createMission(store.id, { max_stamp_count: 5 });
      const member = await signUp();
      const card = await createCard(member, mission.id);

      const answers = await Promise.all(
        Array.from({ length: 20 }, () => stamp(member, card.id, store.password)),
      );

      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([...Array<number>(5).fill(200), ...Array<number>(15).fill(404)]);
      const messages = answers.filter((a) => a.status === 200).map((a) => a.body.message);
      expect(messages.filter((m) => m === 'Stamp added successfully.')).toHaveLength(4);
      expect(
        messages.filter((m) => m === 'Mission complete! Check your coupon in My Coupon page.'),
      ).toHaveLength(1);

      const tickets = await db.query<{ id: number }>('SELECT id FROM loyalty.tickets WHERE coupon_id = $1', [
        card.id,
      ]);
      expect(tickets.rows).toHaveLength(1);
      const cards = await db.query('SELECT id FROM loyalty.coupons WHERE id = $1', [card.id]);
      expect(cards.rows).toHaveLength(0);
      const counts = (await ledgerOf(member.memberNo)).map((e) => e.stamp_count).sort();
      expect(counts).toEqual([1, 2, 3, 4, 5]);
      const listed = await sut.call<TicketView[]>(
        'GET',
        `/api/v1/tickets/member=${String(member.memberNo)}`,
        {
          token: member.token,
        },
      );
      expect(listed.body).toEqual([
        expect.objectContaining({
          id: tickets.rows[0]?.id,
          coupon_id: card.id,
          is_used: false,
          store_id: store.id,
        }),
      ]);
    });

    it('replays the first answer to a retry with the same Idempotency-Key and changes nothing', async () => {
      const store = await createStore();
      const mission = await createMission(store.id);
      const member = await signUp();
      const card = await createCard(member, mission.id);
      const key = randomUUID();

      const first = await stamp(member, card.id, store.password, key);
      const retries = await Promise.all(
        Array.from({ length: 3 }, () => stamp(member, card.id, store.password, key)),
      );
      for (const retry of retries) {
        expect(retry.status).toBe(200);
        expect(retry.body).toEqual(first.body);
      }
      const after = await sut.call<CouponView>(
        'GET',
        `/api/v1/coupon/member=${String(member.memberNo)}/mission=${String(mission.id)}`,
        { token: member.token },
      );
      expect(after.body.stamp_count).toBe(1);
      expect(await ledgerOf(member.memberNo)).toHaveLength(1);

      const otherBody = await stamp(member, card.id, 'another-password', key);
      expect(otherBody.status).toBe(409);
      expect(otherBody.body.message).toBe(MESSAGES.idempotencyConflict);

      const parallelKey = randomUUID();
      const together = await Promise.all(
        Array.from({ length: 5 }, () => stamp(member, card.id, store.password, parallelKey)),
      );
      expect(new Set(together.map((a) => JSON.stringify([a.status, a.body]))).size).toBe(1);
      expect(together[0]?.body.coupon?.stamp_count).toBe(2);

      const wrongKey = randomUUID();
      const wrong = await stamp(member, card.id, 'nope', wrongKey);
      const wrongAgain = await stamp(member, card.id, 'nope', wrongKey);
      expect([wrong.status, wrongAgain.status]).toEqual([400, 400]);
      const guard = await db.query<{ consecutive_failures: number }>(
        'SELECT consecutive_failures FROM loyalty.stamp_guards WHERE user_id = $1 AND store_id = $2',
        [member.memberNo, store.id],
      );
      expect(guard.rows[0]?.consecutive_failures).toBe(1);
      expect((await stamp(member, card.id, store.password, 'has spaces')).status).toBe(400);
    });

    it('locks stamping at a store after 5 wrong passwords in a row: the 6th gets 429 with Retry-After', async () => {
      const store = await createStore();
      const mission = await createMission(store.id);
      const guesser = await signUp();
      const neighbour = await signUp();
      const card = await createCard(guesser, mission.id);
      const neighbourCard = await createCard(neighbour, mission.id);

      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push((await stamp(guesser, card.id, `guess-${String(i)}`)).status);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400]);
      const sixth = await stamp(guesser, card.id, 'guess-5');
      expect(sixth.status).toBe(429);
      expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(sixth.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      const evenRight = await stamp(guesser, card.id, store.password);
      expect(evenRight.status).toBe(429);

      const unaffected = await stamp(neighbour, neighbourCard.id, store.password);
      expect(unaffected.status).toBe(200);
    });

    it('refuses stamps on a pended or expired mission with 409 "This mission is inactive."', async () => {
      const store = await createStore();
      const mission = await createMission(store.id);
      const member = await signUp();
      const card = await createCard(member, mission.id);

      expect((await updateMission({ id: mission.id, status: 'pended' })).status).toBe(200);
      const pended = await stamp(member, card.id, store.password);
      expect(pended.status).toBe(409);
      expect(pended.body.message).toBe('This mission is inactive.');

      expect((await updateMission({ id: mission.id, status: 'ongoing' })).status).toBe(200);
      expect((await stamp(member, card.id, store.password)).status).toBe(200);

      const lastDay = await updateMission({
        id: mission.id,
        start_date: manilaDate(-10),
        expire_date: manilaDate(0),
      });
      expect(lastDay.status).toBe(200);
      expect((await stamp(member, card.id, store.password)).status).toBe(200);

      expect((await updateMission({ id: mission.id, expire_date: manilaDate(-1) })).status).toBe(200);
      const expired = await stamp(member, card.id, store.password);
      expect(expired.status).toBe(409);
      expect(expired.body.message).toBe('This mission is inactive.');

      const newcomer = await signUp();
      const refused = await sut.call<ErrorBody>('POST', '/api/v1/coupon/create', {
        token: newcomer.token,
        body: { user_id: newcomer.memberNo, mission_id: mission.id },
      });
      expect(refused.status).toBe(409);
    });

    it('caps guessing across many members at one store and alerts, without stopping its regular members', async () => {
      const store = await createStore();
      const mission = await createMission(store.id);
      const guessers = await Promise.all(Array.from({ length: 4 }, () => signUp()));
      const cards = await Promise.all(guessers.map((g) => createCard(g, mission.id)));
      const regular = await signUp();
      const regularCard = await createCard(regular, mission.id);
      expect((await stamp(regular, regularCard.id, store.password)).status).toBe(200);

      for (let round = 0; round < 2; round++) {
        for (const [i, guesser] of guessers.entries()) {
          const answer = await stamp(guesser, cards[i]?.id ?? 0, `guess-${String(round)}-${String(i)}`);
          expect(answer.status).toBe(400);
        }
      }
      const alert = await eventFor<{ store: { id: number }; failures: number; members: number }>(
        'store.stamp-guessing-detected',
        (p) => p.store.id === store.id,
      );
      expect(alert.payload).toMatchObject({
        failures: STORE_CEILING,
        members: 4,
        store: { id: store.id, name: store.name },
      });

      // At the ceiling, the store checks no password of a member who has never stamped there, right or wrong...
      const [first] = guessers;
      const [firstCard] = cards;
      expect((await stamp(first, firstCard.id, 'guess-again')).status).toBe(429);
      expect((await stamp(first, firstCard.id, store.password)).status).toBe(429);
      // ...while a member who has stamped there before is not slowed at all.
      const real = await stamp(regular, regularCard.id, store.password);
      expect(real.status).toBe(200);

      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(
        seen.filter(
          (e) =>
            e.subject === 'store.stamp-guessing-detected' &&
            (e.payload as { store: { id: number } }).store.id === store.id,
        ),
      ).toHaveLength(1);
    });
    it("removes a withdrawn member's cards and unused tickets, keeping the receipts", async () => {
      const store = await createStore();
      const mission = await createMission(store.id);
      const member = await signUp();
      const card = await createCard(member, mission.id);
      expect((await stamp(member, card.id, store.password)).status).toBe(200);
      const granted = await sut.call<TicketView>('POST', '/api/v1/ticket/create', {
        token: admin,
        body: { user_id: member.memberNo, store_id: store.id },
      });
      expect(granted.status).toBe(201);

      const left = await sut.call(
        'POST',
        `/wifi-user/unsubscribe/email/${encodeURIComponent(member.email)}`,
        {
          token: member.token,
        },
      );
      expect(left.status).toBe(200);

      await eventually(async () => {
        const kinds = (await ledgerOf(member.memberNo)).map((e) => e.kind).sort();
        expect(kinds).toEqual(['coupon-deleted', 'stamp', 'ticket-deleted', 'ticket-granted']);
      });
      const cards = await db.query('SELECT id FROM loyalty.coupons WHERE user_id = $1', [member.memberNo]);
      const tickets = await db.query('SELECT id FROM loyalty.tickets WHERE user_id = $1', [member.memberNo]);
      expect([cards.rows, tickets.rows]).toEqual([[], []]);
    });
  });

  describe('tickets', () => {
    async function ticketFor(member: Member, store: { id: number; password: string }): Promise<TicketView> {
      const mission = await createMission(store.id, { max_stamp_count: 1 });
      const card = await createCard(member, mission.id);
      const completed = await stamp(member, card.id, store.password);
      expect(completed.body).toMatchObject({
        completed: true,
        message: 'Mission complete! Check your coupon in My Coupon page.',
      });
      expect(completed.body.coupon).toBeUndefined();
      const ticket = completed.body.ticket;
      if (!ticket) {
        throw new Error('the last stamp made no ticket');
      }
      return ticket;
    }

    it('redeems a ticket once with the store password; a redeemed ticket is "No ticket found."', async () => {
      const store = await createStore();
      const member = await signUp();
      const ticket = await ticketFor(member, store);
      const use = (password: string) =>
        sut.call<ErrorBody & { ticket: TicketView }>(
          'PUT',
          `/api/v1/ticket/use/ticket_id=${String(ticket.id)}`,
          {
            token: member.token,
            body: { password },
          },
        );

      const wrong = await use('nope');
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Password is incorrect.');
      const used = await use(store.password);
      expect(used.status).toBe(200);
      expect(used.body.message).toBe('Coupon used successfully.');
      expect(used.body.ticket).toMatchObject({ id: ticket.id, is_used: true });
      const again = await use(store.password);
      expect(again.status).toBe(404);
      expect(again.body.message).toBe('No ticket found.');

      const redeemed = await eventFor<{ ticket_id: number; store_id: number; memberNo: number }>(
        'ticket.redeemed',
        (p) => p.ticket_id === ticket.id,
      );
      expect(redeemed.payload).toMatchObject({ store_id: store.id, memberNo: member.memberNo });
      await eventually(async () => {
        const read = await sut.call<StorePublicView>('GET', `/api/v1/store/${String(store.id)}`);
        expect(read.body.redeemed).toBe(1);
      });
      expect((await ledgerOf(member.memberNo)).map((e) => e.kind)).toEqual(['redemption', 'stamp']);
    });

    it('redeems once when the same ticket is used twice at once', async () => {
      const store = await createStore();
      const member = await signUp();
      const ticket = await ticketFor(member, store);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          sut.call('PUT', `/api/v1/ticket/use/ticket_id=${String(ticket.id)}`, {
            token: member.token,
            body: { password: store.password },
          }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 404, 404, 404, 404]);
    });

    it('lets only administrators give a ticket, and a member delete their own', async () => {
      const store = await createStore();
      const member = await signUp();
      const body = { user_id: member.memberNo, store_id: store.id };
      expect((await sut.call('POST', '/api/v1/ticket/create', { token: member.token, body })).status).toBe(
        403,
      );
      const granted = await sut.call<TicketView>('POST', '/api/v1/ticket/create', { token: admin, body });
      expect(granted.status).toBe(201);
      expect(granted.body).toMatchObject({ user_id: member.memberNo, store_id: store.id, mission_id: null });
      const unknownMember = await sut.call('POST', '/api/v1/ticket/create', {
        token: admin,
        body: { user_id: 99_999_999, store_id: store.id },
      });
      expect(unknownMember.status).toBe(404);
      const removed = await sut.call('DELETE', `/api/v1/ticket/ticket_id=${String(granted.body.id)}`, {
        token: member.token,
      });
      expect(removed.status).toBe(200);
      expect((await ledgerOf(member.memberNo)).map((e) => [e.kind, e.admin_id])).toEqual([
        ['ticket-deleted', null],
        ['ticket-granted', 1],
      ]);
    });
  });

  describe('stamp passwords, checked against the verifier in the read model', () => {
    interface Verifiers {
      /** What the store service keeps beside the password. */
      store: string | null;
      /** What the loyalty service's read model got from store.created / store.updated. */
      readModel: string | null;
    }

    async function verifiersOf(storeId: number): Promise<Verifiers> {
      const store = await db.query<{ v: string | null }>(
        'SELECT password_verifier AS v FROM store.stores WHERE id = $1',
        [storeId],
      );
      const readModel = await db.query<{ v: string | null }>(
        'SELECT stamp_password_verifier AS v FROM loyalty.store_snapshots WHERE id = $1',
        [storeId],
      );
      return { store: store.rows[0]?.v ?? null, readModel: readModel.rows[0]?.v ?? null };
    }

    /** Waits until the loyalty service has the store service's current verifier (other than `previous`). */
    async function propagatedVerifier(storeId: number, previous?: string): Promise<string> {
      return eventually(async () => {
        const { store, readModel } = await verifiersOf(storeId);
        expect(readModel).toMatch(ARGON2ID_HASH_PATTERN);
        expect(readModel).toBe(store);
        expect(readModel).not.toBe(previous);
        return readModel ?? '';
      });
    }

    /** Changes the store service's password behind its back (no event): only a check asking it would see it. */
    async function setStoreServicePassword(storeId: number, password: string): Promise<void> {
      await db.query('UPDATE store.stores SET password = $2 WHERE id = $1', [storeId, password]);
    }

    it('keeps an Argon2id verifier of the password in the read model, never the password', async () => {
      const store = await createStore();

      const verifier = await propagatedVerifier(store.id);

      expect(verifier).not.toContain(store.password);
      expect(verifier).toContain('$m=19456,t=2,p=1$');
      await expect(verifyPassword(verifier, store.password)).resolves.toBe(true);
      await expect(verifyPassword(verifier, `${store.password}x`)).resolves.toBe(false);
    });

    it('stamps and redeems against the read model, without the store service, and keeps it through mission changes', async () => {
      const store = await createStore();
      const verifier = await propagatedVerifier(store.id);
      const mission = await createMission(store.id, { max_stamp_count: 2 });
      expect((await updateMission({ id: mission.id, name: 'Buy 2 coffees' })).status).toBe(200);
      expect((await verifiersOf(store.id)).readModel).toBe(verifier);
      await setStoreServicePassword(store.id, 'store-service-only');
      const member = await signUp();
      const card = await createCard(member, mission.id);

      const wrong = await stamp(member, card.id, 'store-service-only');
      const added = await stamp(member, card.id, store.password);
      const completed = await stamp(member, card.id, store.password);

      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Password is incorrect.');
      expect(added.status).toBe(200);
      expect(added.body.completed).toBe(false);
      expect(completed.status).toBe(200);
      const ticket = completed.body.ticket;
      expect(ticket).toBeDefined();
      const used = await sut.call('PUT', `/api/v1/ticket/use/ticket_id=${String(ticket?.id)}`, {
        token: member.token,
        body: { password: store.password },
      });
      expect(used.status).toBe(200);
      expect((await verifiersOf(store.id)).readModel).toBe(verifier);
    });

    it('asks the store service while the read model has no verifier for the store', async () => {
      const store = await createStore();
      await propagatedVerifier(store.id);
      await db.query('UPDATE loyalty.store_snapshots SET stamp_password_verifier = NULL WHERE id = $1', [
        store.id,
      ]);
      await setStoreServicePassword(store.id, 'store-service-only');
      const mission = await createMission(store.id);
      const member = await signUp();
      const card = await createCard(member, mission.id);

      const old = await stamp(member, card.id, store.password);
      const current = await stamp(member, card.id, 'store-service-only');

      expect(old.status).toBe(400);
      expect(current.status).toBe(200);
      expect((await verifiersOf(store.id)).readModel).toBeNull();
    });

    it("keeps stamping with a store's 4-digit password from before the 6-character rule, which its edit form may send back", async () => {
      const store = await createStore();
      const before = await propagatedVerifier(store.id);
      // A store registered before the rule: a 4-digit stamp password, and no verifier yet.
      await db.query('UPDATE store.stores SET password = $2, password_verifier = NULL WHERE id = $1', [
        store.id,
        '4321',
      ]);
      const owner = await sut.tokenFor({ kind: 'store', storeId: store.id });

      const shorter = await sut.call<ErrorBody>('PUT', '/api/v1/store/update', {
        token: owner,
        body: { id: store.id, password: '9876' },
      });
      const resent = await sut.call<StoreFullView>('PUT', '/api/v1/store/update', {
        token: owner,
        body: { id: store.id, address: '1 Rizal St.', password: '4321' },
      });
      expect(shorter.status).toBe(400);
      expect(shorter.body.errors).toEqual([MESSAGES.stampPasswordTooShort]);
      expect(resent.status).toBe(200);
      expect(resent.body).toMatchObject({ address: '1 Rizal St.', password: '4321' });
      await propagatedVerifier(store.id, before);
      const mission = await createMission(store.id);
      const member = await signUp();
      const card = await createCard(member, mission.id);

      const stamped = await stamp(member, card.id, '4321');

      expect(stamped.status).toBe(200);
      expect(stamped.body.coupon?.stamp_count).toBe(1);
    });

    it('stamps a known card in one statement only while card, mission, verifier and record all allow it, the last stamp too', async () => {
      const loyalty = sut.services.find((service) => service.name === 'loyalty');
      if (!loyalty) {
        throw new Error('no loyalty service');
      }
      const repository = loyalty.app.get(CouponsRepository);
      const store = await createStore();
      const verifier = await propagatedVerifier(store.id);
      const mission = await createMission(store.id, { max_stamp_count: 3 });
      const member = await signUp();
      const other = await signUp();
      const card = await createCard(member, mission.id);
      const send = (overrides: Partial<NewStamp> = {}) =>
        repository.stamp({
          couponId: card.id,
          memberNo: member.memberNo,
          verifiers: [verifier],
          today: manilaDate(0),
          timeZone: 'Asia/Manila',
          requestId: randomUUID(),
          idempotency: null,
          ...overrides,
        });
      const quick = async (overrides: Partial<NewStamp> = {}) => {
        const outcome = await send(overrides);
        if (outcome.outcome === 'check') {
          return null;
        }
        if (outcome.outcome !== 'stamped') {
          throw new Error(`Unexpected outcome ${outcome.outcome}`);
        }
        return outcome.stamped;
      };

      // Each condition, one at a time: nothing is stamped.
      expect(await quick({ memberNo: other.memberNo })).toBeNull();
      expect(await quick({ verifiers: [`${verifier}x`] })).toBeNull();
      expect(await quick({ verifiers: [] })).toBeNull();
      expect(await quick({ today: manilaDate(400) })).toBeNull();
      expect((await updateMission({ id: mission.id, status: 'pended' })).status).toBe(200);
      expect(await quick()).toBeNull();
      expect((await updateMission({ id: mission.id, status: 'ongoing' })).status).toBe(200);
      expect((await stamp(member, card.id, 'wrong')).status).toBe(400);
      expect(await quick()).toBeNull();
      expect((await stamp(member, card.id, store.password)).status).toBe(200);

      // The record is clear again: one stamp with its receipt, and the card as the full path shows it.
      const stamped = await quick();
      expect([stamped?.stampCount, stamped?.maxStampCount]).toEqual([2, 3]);
      expect([stamped?.coupon.id, stamped?.mission.id, stamped?.store?.id]).toEqual([
        card.id,
        mission.id,
        store.id,
      ]);
      const receipts = await db.query<{ stamp_count: number }>(
        "SELECT stamp_count FROM loyalty.ledger_entries WHERE coupon_id = $1 AND kind = 'stamp' ORDER BY id",
        [card.id],
      );
      expect(receipts.rows.map((row) => row.stamp_count)).toEqual([1, 2]);
      // The last stamp: the ticket in place of the card, and its receipt naming it, in the same statement.
      const last = await quick();
      expect(last?.stampCount).toBe(3);
      expect(last?.ticket).toMatchObject({ memberNo: member.memberNo, storeId: store.id, couponId: card.id });
      const ticket = await db.query<{ id: number; mission_id: number; is_used: boolean }>(
        'SELECT id, mission_id, is_used FROM loyalty.tickets WHERE coupon_id = $1',
        [card.id],
      );
      expect(ticket.rows).toEqual([{ id: last?.ticket?.id, mission_id: mission.id, is_used: false }]);
      const lastReceipt = await db.query<{ stamp_count: number; ticket_id: number | null }>(
        "SELECT stamp_count, ticket_id FROM loyalty.ledger_entries WHERE coupon_id = $1 AND kind = 'stamp' ORDER BY id DESC LIMIT 1",
        [card.id],
      );
      expect(lastReceipt.rows).toEqual([{ stamp_count: 3, ticket_id: last?.ticket?.id }]);
      expect((await db.query('SELECT 1 FROM loyalty.coupons WHERE id = $1', [card.id])).rowCount).toBe(0);
      expect(await quick()).toBeNull();
      expect((await stamp(member, card.id, store.password)).status).toBe(404);
    });

    it('stamps the cards that arrive together in one statement, each its own answer; a refused group runs again stamp by stamp', async () => {
      const loyalty = sut.services.find((service) => service.name === 'loyalty');
      if (!loyalty) {
        throw new Error('no loyalty service');
      }
      const repository = loyalty.app.get(CouponsRepository);
      // The stamping statements the loyalty service sends.
      const statements: HotStatement[] = [];
      const hot = loyalty.app.get(HotStatements);
      const send = hot.rows.bind(hot);
      const rows = jest.spyOn(hot, 'rows').mockImplementation((statement, values) => {
        if (statement === STAMP || statement === STAMPS) {
          statements.push(statement);
        }
        return send(statement, values);
      });
      try {
        const store = await createStore();
        const verifier = await propagatedVerifier(store.id);
        const mission = await createMission(store.id, { max_stamp_count: 10 });
        // A daily limit: the statement reads the time zone, and an unknown one is an error of Postgres's.
        expect((await updateMission({ id: mission.id, daily_stamp_limit: 5 })).status).toBe(200);
        const members = await Promise.all(Array.from({ length: 4 }, () => signUp()));
        const cards: { member: Member; card: CouponView }[] = [];
        for (const member of members) {
          const card = await createCard(member, mission.id);
          expect((await stamp(member, card.id, store.password)).status).toBe(200);
          cards.push({ member, card });
        }
        const stampCard = (index: number, timeZone = 'Asia/Manila') =>
          repository.stamp({
            couponId: cards[index].card.id,
            memberNo: cards[index].member.memberNo,
            verifiers: [verifier],
            today: manilaDate(0),
            timeZone,
            requestId: randomUUID(),
            idempotency: null,
          });
        const counts = async () =>
          (
            await db.query<{ stamp_count: number }>(
              'SELECT stamp_count FROM loyalty.coupons WHERE id = ANY($1) ORDER BY id',
              [cards.map(({ card }) => card.id)],
            )
          ).rows.map((row) => row.stamp_count);

        // Four at once: one statement, each card its own answer.
        statements.length = 0;
        const together = await Promise.all([3, 1, 0, 2].map((index) => stampCard(index)));
        expect(statements).toEqual([STAMPS]);
        expect(
          together.map((outcome) =>
            outcome.outcome === 'stamped' ? outcome.stamped.coupon.id : outcome.outcome,
          ),
        ).toEqual([3, 1, 0, 2].map((index) => cards[index].card.id));
        expect(await counts()).toEqual([2, 2, 2, 2]);

        // The last card's stamp fails in Postgres after the three before it were written: the statement is
        // undone, each stamp runs again alone, and only that one fails; every other card has one stamp more.
        statements.length = 0;
        const settled = await Promise.allSettled([
          stampCard(0),
          stampCard(1),
          stampCard(2),
          stampCard(3, 'Nowhere/Nothing'),
        ]);
        expect(settled.map((result) => result.status)).toEqual([
          'fulfilled',
          'fulfilled',
          'fulfilled',
          'rejected',
        ]);
        expect(String((settled[3] as PromiseRejectedResult).reason)).toMatch(/time zone "Nowhere\/Nothing"/);
        expect(statements).toEqual([STAMPS, STAMP, STAMP, STAMP, STAMP]);
        expect(await counts()).toEqual([3, 3, 3, 2]);
      } finally {
        rows.mockRestore();
      }
    });

    it("takes the owner's new password once store.updated is processed, and refuses the old one", async () => {
      const store = await createStore();
      const before = await propagatedVerifier(store.id);
      const mission = await createMission(store.id);
      const member = await signUp();
      const card = await createCard(member, mission.id);
      expect((await stamp(member, card.id, store.password)).status).toBe(200);
      const newPassword = `pw-${randomBytes(3).toString('hex')}`;

      const changed = await sut.call<StoreFullView>('PUT', '/api/v1/store/update', {
        token: await sut.tokenFor({ kind: 'store', storeId: store.id }),
        body: { id: store.id, password: newPassword },
      });
      expect(changed.status).toBe(200);
      await propagatedVerifier(store.id, before);

      const stampedNew = await stamp(member, card.id, newPassword);
      const stampedOld = await stamp(member, card.id, store.password);
      expect(stampedNew.status).toBe(200);
      expect(stampedNew.body.coupon?.stamp_count).toBe(2);
      expect(stampedOld.status).toBe(400);
      expect(stampedOld.body.message).toBe('Password is incorrect.');
    });

    it('never shows a verifier in a response: store views, owner login and update, cards and tickets', async () => {
      const email = `owner-${randomBytes(4).toString('hex')}@kapenijuan.ph`;
      const ownerPassword = `Owner-${randomBytes(4).toString('hex')}`;
      const store = await createStore({ email, owner_password: ownerPassword });
      await propagatedVerifier(store.id);
      const owner = await sut.tokenFor({ kind: 'store', storeId: store.id });
      const full = await sut.call<StoreFullView>('GET', `/api/v1/store/${String(store.id)}`, {
        token: admin,
      });
      expect(full.body.password).toBe(store.password);
      const mission = await createMission(store.id, { max_stamp_count: 2 });
      const member = await signUp();
      const card = await createCard(member, mission.id);
      const responses = [
        full,
        await sut.call('GET', `/api/v1/store/${String(store.id)}`, { token: owner }),
        await sut.call('GET', `/api/v1/store/${String(store.id)}`),
        await sut.call('GET', `/api/v1/stores?code=${full.body.code}`, { token: admin }),
        await sut.call('POST', '/api/v1/store/login', {
          body: { code: full.body.code, email, password: ownerPassword },
        }),
        await sut.call('PUT', '/api/v1/store/update', {
          token: owner,
          body: { id: store.id, password: store.password },
        }),
        await stamp(member, card.id, store.password),
        await sut.call('GET', `/api/v1/coupons/member=${String(member.memberNo)}`, { token: member.token }),
        await stamp(member, card.id, store.password),
        await sut.call('GET', `/api/v1/tickets/member=${String(member.memberNo)}`, { token: member.token }),
        await sut.call('GET', `/api/v1/mission/store_id=${String(store.id)}`),
      ];

      expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200]);
      for (const response of responses) {
        expect(JSON.stringify(response.body)).not.toMatch(/argon2|verifier/i);
      }
    });

    it('claims the Idempotency-Key in the same statement: a replay, a conflict, one stamp for many racing', async () => {
      const loyalty = sut.services.find((service) => service.name === 'loyalty');
      if (!loyalty) {
        throw new Error('no loyalty service');
      }
      const repository = loyalty.app.get(CouponsRepository);
      const store = await createStore();
      const verifier = await propagatedVerifier(store.id);
      const mission = await createMission(store.id, { max_stamp_count: 50 });
      const member = await signUp();
      const card = await createCard(member, mission.id);
      expect((await stamp(member, card.id, store.password)).status).toBe(200);
      const keyed = (key: string, requestHash = 'a'.repeat(64)) =>
        repository.stamp({
          couponId: card.id,
          memberNo: member.memberNo,
          verifiers: [verifier],
          today: manilaDate(0),
          timeZone: 'Asia/Manila',
          requestId: randomUUID(),
          idempotency: { key, requestHash, since: new Date(Date.now() - 86_400_000) },
        });

      const first = await keyed('race-0');
      const replay = await keyed('race-0');
      const conflict = await keyed('race-0', 'b'.repeat(64));
      expect(first.outcome).toBe('stamped');
      expect(replay).toEqual({
        outcome: 'replay',
        stamped: first.outcome === 'stamped' ? first.stamped : null,
      });
      expect(conflict).toEqual({ outcome: 'conflict' });

      // Twenty requests with one key at once, each its own statement: one stamp, the rest replay or lose the race.
      const racing = await Promise.allSettled(Array.from({ length: 20 }, () => keyed('race-1')));
      const outcomes = racing.map((result) =>
        result.status === 'fulfilled' ? result.value.outcome : (result.reason as Error).constructor.name,
      );
      expect(outcomes.filter((outcome) => outcome === 'stamped')).toHaveLength(1);
      expect(outcomes.every((outcome) => ['stamped', 'replay', 'StampKeyClaimed'].includes(outcome))).toBe(
        true,
      );
      // A key another request committed while this stamp ran (the race above meets that only by chance):
      // loyalty.keep_idempotent_answer refuses it by name, and the statement changes nothing.
      const claimed = await claimedMeanwhile(
        db,
        { memberNo: member.memberNo, key: 'race-2', operation: 'add-stamp' },
        () => keyed('race-2'),
      );
      expect(claimed).toBeInstanceOf(StampKeyClaimed);
      const counted = await db.query<{ stamp_count: number }>(
        'SELECT stamp_count FROM loyalty.coupons WHERE id = $1',
        [card.id],
      );
      expect(counted.rows).toEqual([{ stamp_count: 3 }]);

      // Through the gateway: the same key and body replays byte for byte, another body is refused with 409.
      const tap = await stamp(member, card.id, store.password, 'tap-x');
      const again = await stamp(member, card.id, store.password, 'tap-x');
      const other = await stamp(member, card.id, 'other-password', 'tap-x');
      expect(tap.status).toBe(200);
      expect(JSON.stringify(again.body)).toBe(JSON.stringify(tap.body));
      expect(other.status).toBe(409);
    });

    it('looks at the lockout before the password: a locked member with the right password stamps nothing', async () => {
      const loyalty = sut.services.find((service) => service.name === 'loyalty');
      if (!loyalty) {
        throw new Error('no loyalty service');
      }
      const repository = loyalty.app.get(CouponsRepository);
      const store = await createStore();
      const verifier = await propagatedVerifier(store.id);
      const mission = await createMission(store.id);
      const member = await signUp();
      const card = await createCard(member, mission.id);
      // From an address of its own: the refusals spend that address's budget, not the other tests'.
      const attempt = (password: string) =>
        sut.call('POST', `/api/v1/coupon/${String(card.id)}/add`, {
          token: member.token,
          body: { password },
          headers: { 'x-forwarded-for': '198.51.100.61' },
        });
      expect((await attempt(store.password)).status).toBe(200);
      for (let i = 0; i < 5; i++) {
        expect((await attempt('wrong')).status).toBe(400);
      }

      const statement = await repository.stamp({
        couponId: card.id,
        memberNo: member.memberNo,
        verifiers: [verifier],
        today: manilaDate(0),
        timeZone: 'Asia/Manila',
        requestId: randomUUID(),
        idempotency: null,
      });
      const right = await attempt(store.password);
      const wrong = await attempt('wrong');

      expect(statement).toEqual({ outcome: 'check' });
      expect(right.status).toBe(429);
      expect(wrong.status).toBe(429);
      expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });
});
