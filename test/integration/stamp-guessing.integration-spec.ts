import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { CouponView, EventEnvelope, TicketView } from '@stamp/contracts';
import { CouponsRepository } from '../../apps/loyalty-service/src/coupons/coupons.repository';
import { GuessingRepository } from '../../apps/loyalty-service/src/guessing/guessing.repository';
import { TicketsRepository } from '../../apps/loyalty-service/src/tickets/tickets.repository';
import { AbuseLimits } from '../../apps/gateway/src/rate-limit/abuse-limits';
import { SignedUpMember, signUpMember } from '../support/members';
import { createCard, createMission } from '../support/missions';
import { CreatedStore, createStore } from '../support/stores';
import {
  ApiResponse,
  IsolatedTestSystem,
  TestSystem,
  eventually,
  observeEvents,
  startIsolatedTestSystem,
} from '../support/system';

/** Wrong stamp passwords at one store, within the window, that make the store's ceiling in this run. */
const CEILING = 12;

interface Refusal {
  message: string;
}

/**
 * Guessing stamp passwords (docs/stamping.md, "Guessing limits"): what a member locked out at a store
 * learns, and what every attempt costs the guesser.
 */
describe('Guessing stamp passwords (real Postgres and NATS)', () => {
  let system: IsolatedTestSystem;
  let sut: TestSystem;
  let db: Client;
  let admin: string;
  let detected: EventEnvelope[] = [];

  beforeAll(async () => {
    system = await startIsolatedTestSystem(`stamp_guessing_limits_${String(Date.now())}`, {
      // Each member calls from an address of their own (X-Forwarded-For, believed from this machine), unless
      // a test gives several the same one.
      env: { STORE_GUESS_CEILING: String(CEILING), TRUSTED_PROXIES: 'loopback' },
    });
    ({ sut, db } = system);
    admin = await sut.tokenFor({ kind: 'admin', adminId: 1, authority: 'super master' });
    detected = await observeEvents(sut, 'guessing-limits-observer', ['store.stamp-guessing-detected']);
  });

  afterAll(async () => {
    await system.close();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  /** A store with an ongoing mission (10 stamps unless told). */
  async function storeWithMission(stamps = 10): Promise<{ store: CreatedStore; missionId: number }> {
    const store = await createStore(sut, admin);
    const mission = await createMission(sut, admin, store.id, { max_stamp_count: stamps });
    return { store, missionId: mission.id };
  }

  /** The member's own client address, in 10.0.0.0/8. */
  function addressOf(member: SignedUpMember): string {
    const n = member.memberNo;
    return `10.${String((n >> 16) & 255)}.${String((n >> 8) & 255)}.${String(n & 255)}`;
  }

  function stamp(
    member: SignedUpMember,
    cardId: number,
    password: string,
    idempotencyKey?: string,
    from = addressOf(member),
  ): Promise<ApiResponse<Refusal>> {
    return sut.call<Refusal>('POST', `/api/v1/coupon/${String(cardId)}/add`, {
      token: member.token,
      body: { password },
      headers: {
        'x-forwarded-for': from,
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
    });
  }

  function redeem(member: SignedUpMember, ticketId: number, password: string): Promise<ApiResponse<Refusal>> {
    return sut.call<Refusal>('PUT', `/api/v1/ticket/use/ticket_id=${String(ticketId)}`, {
      token: member.token,
      body: { password },
      headers: { 'x-forwarded-for': addressOf(member) },
    });
  }

  async function failuresAt(storeId: number): Promise<number> {
    const rows = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM loyalty.stamp_failures WHERE store_id = $1',
      [storeId],
    );
    return rows.rows[0]?.n ?? 0;
  }

  /** A member who has stamped at the store once and then locked themselves out with 5 wrong passwords. */
  async function lockedOutMember(
    store: CreatedStore,
    missionId: number,
  ): Promise<{ member: SignedUpMember; card: CouponView }> {
    const member = await signUpMember(sut, 'locked');
    const card = await createCard(sut, member, missionId);
    expect((await stamp(member, card.id, store.password)).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await stamp(member, card.id, `guess-${String(i)}`)).status).toBe(400);
    }
    expect((await stamp(member, card.id, `guess-5`)).status).toBe(429);
    return { member, card };
  }

  /** The loyalty service's reads and statements on the stamping path, in the order they were made. */
  function recordStatements(): string[] {
    const made: string[] = [];
    const watch = <T extends object>(type: { prototype: T; name: string }, methods: (keyof T & string)[]) => {
      for (const method of methods) {
        const original = type.prototype[method] as (...args: unknown[]) => unknown;
        jest.spyOn(type.prototype, method as never).mockImplementation(function (
          this: T,
          ...args: unknown[]
        ) {
          made.push(`${type.name}.${method}`);
          return original.apply(this, args);
        } as never);
      }
    };
    watch(CouponsRepository, ['findStampTarget', 'stamp']);
    watch(TicketsRepository, ['findById', 'redeem']);
    watch(GuessingRepository, ['findGuard', 'recordFailure']);
    return made;
  }

  /** `count` members new to the store, each with a card of its mission. */
  async function newcomers(
    missionId: number,
    count: number,
  ): Promise<{ member: SignedUpMember; card: CouponView }[]> {
    return Promise.all(
      Array.from({ length: count }, async () => {
        const member = await signUpMember(sut, 'newcomer');
        return { member, card: await createCard(sut, member, missionId) };
      }),
    );
  }

  /** A store whose ceiling many new members' wrong passwords reached, and a member who stamped there before. */
  async function storeAtCeiling(): Promise<{
    store: CreatedStore;
    missionId: number;
    regular: { member: SignedUpMember; card: CouponView };
  }> {
    const { store, missionId } = await storeWithMission();
    const [regular] = await newcomers(missionId, 1);
    expect((await stamp(regular.member, regular.card.id, store.password)).status).toBe(200);
    const guessers = await newcomers(missionId, 20);
    const answers = await Promise.all(
      guessers.flatMap(({ member, card }) => [
        stamp(member, card.id, `guess-a-${String(member.memberNo)}`),
        stamp(member, card.id, `guess-b-${String(member.memberNo)}`),
      ]),
    );
    const statuses = answers.map((answer) => answer.status);
    // Forty guesses at once from twenty new accounts: the store checks as many as its ceiling, no more.
    expect(statuses.filter((status) => status === 400)).toHaveLength(CEILING);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - CEILING);
    expect(await failuresAt(store.id)).toBe(CEILING);
    return { store, missionId, regular };
  }

  describe('a store at its ceiling', () => {
    it('checks no stamp password of a member who never stamped there, and tells the owner', async () => {
      const { store, missionId } = await storeAtCeiling();
      const [late] = await newcomers(missionId, 1);

      const right = await stamp(late.member, late.card.id, store.password);
      const wrong = await stamp(late.member, late.card.id, 'guess-late');
      const keyed = await stamp(late.member, late.card.id, store.password, randomUUID());

      for (const answer of [right, wrong, keyed]) {
        expect(answer.status).toBe(429);
        expect(answer.body.message).toBe('Too many wrong passwords. Please try again later.');
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(590);
        expect(Number(answer.headers.get('retry-after'))).toBeLessThanOrEqual(600);
      }
      expect(await failuresAt(store.id)).toBe(CEILING);
      await eventually(() => {
        const forStore = detected.filter(
          (e) => (e.payload as { store: { id: number } }).store.id === store.id,
        );
        expect(forStore.map((e) => e.payload)).toMatchObject([{ failures: CEILING, windowSeconds: 600 }]);
        return Promise.resolve();
      });
    });

    it('keeps stamping members who have stamped there before, with and without Idempotency-Key', async () => {
      const { store, regular } = await storeAtCeiling();

      const quick = await stamp(regular.member, regular.card.id, store.password);
      const keyed = await stamp(regular.member, regular.card.id, store.password, randomUUID());

      expect([quick.status, keyed.status]).toEqual([200, 200]);
    });

    it('checks them again once the wrong passwords are a window old', async () => {
      const { store, missionId } = await storeAtCeiling();
      const [late] = await newcomers(missionId, 1);
      expect((await stamp(late.member, late.card.id, store.password)).status).toBe(429);

      await db.query(
        `UPDATE loyalty.stamp_failures SET occurred_at = occurred_at - interval '10 minutes'
         WHERE store_id = $1`,
        [store.id],
      );

      expect((await stamp(late.member, late.card.id, store.password)).status).toBe(200);
    });

    it('checks them again as soon as the owner sets a new stamp password', async () => {
      const { store, missionId } = await storeAtCeiling();
      const [late] = await newcomers(missionId, 1);
      const password = `pw-new-${String(store.id)}`;

      const changed = await sut.call('PUT', '/api/v1/store/update', {
        token: await sut.tokenFor({ kind: 'store', storeId: store.id }),
        body: { id: store.id, password },
      });

      expect(changed.status).toBe(200);
      await eventually(async () => {
        expect((await stamp(late.member, late.card.id, password)).status).toBe(200);
      });
    });
  });

  describe("one client address's wrong stamp passwords", () => {
    const budget = AbuseLimits.wrongStampPasswords('any').limit;
    const wifi = '198.51.100.25';

    it('are limited, and then only members new to a store wait; correct stamps never count', async () => {
      const { store, missionId } = await storeWithMission(100);
      const [regular] = await newcomers(missionId, 1);
      for (let i = 0; i < budget + 5; i++) {
        expect(
          (await stamp(regular.member, regular.card.id, store.password, randomUUID(), wifi)).status,
        ).toBe(200);
      }
      // Wrong passwords behind the same address, spread over stores so that none reaches its ceiling.
      let wrong = 0;
      while (wrong < budget - 1) {
        const other = await storeWithMission();
        for (const { member, card } of await newcomers(other.missionId, 5)) {
          for (const guess of ['guess-1', 'guess-2']) {
            if (wrong < budget - 1) {
              expect((await stamp(member, card.id, guess, undefined, wifi)).status).toBe(400);
              wrong++;
            }
          }
        }
      }
      const [first, second, third] = await newcomers(missionId, 3);
      expect((await stamp(first.member, first.card.id, store.password, undefined, wifi)).status).toBe(200);
      expect((await stamp(first.member, first.card.id, 'guess-last', undefined, wifi)).status).toBe(400);

      const refused = await stamp(second.member, second.card.id, store.password, undefined, wifi);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(600);
      expect((await stamp(third.member, third.card.id, store.password)).status).toBe(200);
      expect((await stamp(regular.member, regular.card.id, store.password, undefined, wifi)).status).toBe(
        200,
      );
      expect((await stamp(first.member, first.card.id, store.password, undefined, wifi)).status).toBe(200);
    });
  });

  describe('a member locked out at a store', () => {
    it('learns nothing from the password, on every path, and each attempt is counted', async () => {
      const { store, missionId } = await storeWithMission();
      const { member, card } = await lockedOutMember(store, missionId);
      const granted = await sut.call<TicketView>('POST', '/api/v1/ticket/create', {
        token: admin,
        body: { user_id: member.memberNo, store_id: store.id },
      });
      expect(granted.status).toBe(201);
      const paths: Record<string, (password: string) => Promise<ApiResponse<Refusal>>> = {
        'stamping without Idempotency-Key': (password) => stamp(member, card.id, password),
        'stamping with Idempotency-Key': (password) => stamp(member, card.id, password, randomUUID()),
        redeeming: (password) => redeem(member, granted.body.id, password),
      };

      for (const [path, attempt] of Object.entries(paths)) {
        const answers = [];
        for (const password of [store.password, 'guess-wrong']) {
          const failures = await failuresAt(store.id);
          const made = recordStatements();
          const answer = await attempt(password);
          jest.restoreAllMocks();
          answers.push({
            status: answer.status,
            message: answer.body.message,
            statements: made,
            counted: (await failuresAt(store.id)) - failures,
          });
        }
        const [right, wrong] = answers;
        expect({ path, ...right }).toEqual({ path, ...wrong });
        expect(right).toMatchObject({ status: 429, counted: 1 });
      }
    });

    it('gets a longer lockout for going on, and the owner hears of it at the ceiling', async () => {
      const { store, missionId } = await storeWithMission();
      const { member, card } = await lockedOutMember(store, missionId);

      const retryAfter: number[] = [];
      for (let i = 0; i < CEILING - 6; i++) {
        const answer = await stamp(member, card.id, i % 2 ? store.password : `again-${String(i)}`);
        expect(answer.status).toBe(429);
        retryAfter.push(Number(answer.headers.get('retry-after')));
      }

      // The 5 attempts after the first lockout lock the member again, for 5 minutes instead of 1.
      expect(Math.max(...retryAfter.slice(0, 3))).toBeLessThanOrEqual(60);
      expect(Math.min(...retryAfter.slice(3))).toBeGreaterThan(4 * 60);
      const alert = await eventually(() => {
        const forStore = detected.filter(
          (e) => (e.payload as { store: { id: number } }).store.id === store.id,
        );
        expect(forStore).toHaveLength(1);
        return Promise.resolve(forStore[0]);
      });
      expect(alert.payload).toMatchObject({ failures: CEILING, members: 1 });
    });
  });
});
