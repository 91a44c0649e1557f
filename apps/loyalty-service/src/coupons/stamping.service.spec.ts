import { LoyaltyErrorCode } from '@stamp/contracts';
import { UnitOfWork } from '@stamp/server-kit/outbox';
import { hashPassword } from '@stamp/server-kit/security';
import { FakeUnitOfWork, domainErrorOf } from '@stamp/testing';
import { GuessingRepository } from '../guessing/guessing.repository';
import { PasswordGuard } from '../guessing/password-guard';
import { IdempotencyRepository } from '../idempotency/idempotency.repository';
import { IdempotencyService } from '../idempotency/idempotency.service';
import { MissionCalendar } from '../missions/mission-calendar';
import { StampPasswordChecker } from '../stores/stamp-password-checker';
import { StoreSnapshotsRepository } from '../stores/store-snapshots.repository';
import {
  FakeClock,
  FakeCouponsRepository,
  FakeGuessingRepository,
  FakeIdempotencyRepository,
  FakeLedgerRepository,
  FakeMissionsRepository,
  FakeStoreDirectory,
  FakeStoreSnapshotsRepository,
  FakeTicketsRepository,
  KAPE,
  kapeWithVerifier,
  FAKE_TRANSACTION,
  missionEntity,
  settings,
  NOW,
} from '../test/fakes';
import { CouponsRepository } from './coupons.repository';
import { StampingService } from './stamping.service';

const MEMBER = 7;
const RIGHT = '4321';

describe(StampingService.name, () => {
  let missions: FakeMissionsRepository;
  let coupons: FakeCouponsRepository;
  let tickets: FakeTicketsRepository;
  let ledger: FakeLedgerRepository;
  let guesses: FakeGuessingRepository;
  let directory: FakeStoreDirectory;
  let stores: FakeStoreSnapshotsRepository;
  let unitOfWork: FakeUnitOfWork;
  let sut: StampingService;

  beforeEach(async () => {
    missions = new FakeMissionsRepository(missionEntity({ id: 3, maxStampCount: 5 }));
    stores = new FakeStoreSnapshotsRepository();
    await stores.upsert(KAPE);
    tickets = new FakeTicketsRepository(stores);
    ledger = new FakeLedgerRepository();
    guesses = new FakeGuessingRepository();
    coupons = new FakeCouponsRepository(missions, stores, { guesses, ledger, tickets });
    directory = new FakeStoreDirectory();
    unitOfWork = new FakeUnitOfWork();
    const clock = new FakeClock(NOW);
    const uow = unitOfWork as unknown as UnitOfWork;
    const passwords = new StampPasswordChecker(directory, clock, settings());
    const guard = new PasswordGuard(
      guesses as unknown as GuessingRepository,
      stores as unknown as StoreSnapshotsRepository,
      passwords,
      uow,
      clock,
      settings(),
    );
    sut = new StampingService(
      coupons as unknown as CouponsRepository,
      guard,
      new IdempotencyService(new FakeIdempotencyRepository() as unknown as IdempotencyRepository, clock),
      uow,
      new MissionCalendar(clock, settings()),
      passwords,
    );
  });

  it("adds a stamp with the right password, with the spec's message and a receipt", async () => {
    const card = coupons.card(MEMBER, 3, 1);

    const result = await sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: RIGHT });

    expect(result).toMatchObject({
      completed: false,
      message: 'Stamp added successfully.',
      coupon: { id: card.id, stamp_count: 2, Mission: { id: 3, Store: { name: KAPE.name } } },
    });
    expect(ledger.entries).toEqual([
      expect.objectContaining({
        kind: 'stamp',
        memberNo: MEMBER,
        storeId: KAPE.id,
        couponId: card.id,
        stampCount: 2,
      }),
    ]);
    expect(unitOfWork.transactions).toBe(0);
  });

  it('turns the last stamp into a ticket in place of the card, in the one statement', async () => {
    const card = coupons.card(MEMBER, 3, 4);

    const result = await sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: RIGHT });

    expect(result).toMatchObject({
      completed: true,
      message: 'Mission complete! Check your coupon in My Coupon page.',
      ticket: { user_id: MEMBER, store_id: KAPE.id, coupon_id: card.id, is_used: false },
    });
    expect(coupons.rows.has(card.id)).toBe(false);
    expect([...tickets.rows.values()]).toHaveLength(1);
    expect(ledger.entries[0]).toMatchObject({ stampCount: 5, ticketId: result.ticket?.id });
    expect(unitOfWork.transactions).toBe(0);
  });

  it('refuses a wrong password with WrongPassword, adding nothing', async () => {
    const card = coupons.card(MEMBER, 3, 1);

    const error = await domainErrorOf(
      sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: 'nope' }),
    );

    expect(error.code).toBe(LoyaltyErrorCode.WrongPassword);
    expect(coupons.rows.get(card.id)?.stampCount).toBe(1);
    expect(ledger.entries).toEqual([]);
  });

  it.each([
    ['pended', { status: 'pended' as const }],
    ['finished', { status: null }],
    ['expired', { expireDate: '2026-03-09' }],
  ])(
    "refuses a %s mission with 'This mission is inactive.', never asking for the password",
    async (_n, change) => {
      Object.assign(missions.rows.get(3) ?? {}, change);
      const card = coupons.card(MEMBER, 3, 1);

      const error = await domainErrorOf(
        sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: RIGHT }),
      );

      expect(error.code).toBe(LoyaltyErrorCode.MissionInactive);
      expect(error.message).toBe('This mission is inactive.');
      expect(directory.passwordChecks).toBe(0);
    },
  );

  it("refuses another member's card with NotOwner, never asking for the password", async () => {
    const card = coupons.card(8, 3, 1);

    const error = await domainErrorOf(sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: RIGHT }));

    expect(error.code).toBe(LoyaltyErrorCode.NotOwner);
    expect(directory.passwordChecks).toBe(0);
    expect(coupons.rows.get(card.id)?.stampCount).toBe(1);
  });

  it('answers CouponNotFound for a card that is gone', async () => {
    const error = await domainErrorOf(sut.addStamp({ memberNo: MEMBER, couponId: 4040, password: RIGHT }));

    expect(error.code).toBe(LoyaltyErrorCode.CouponNotFound);
  });

  it('answers TooManyAttempts at the 6th wrong password in a row', async () => {
    const card = coupons.card(MEMBER, 3, 1);
    for (let i = 0; i < 5; i++) {
      await domainErrorOf(sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: 'nope' }));
    }

    const sixth = await domainErrorOf(
      sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: 'nope' }),
    );

    expect(sixth.code).toBe(LoyaltyErrorCode.TooManyAttempts);
    expect(sixth.retryAfter).toBe(60);
  });

  it('clears the wrong passwords in a row with the next right one', async () => {
    const card = coupons.card(MEMBER, 3, 1);
    for (let i = 0; i < 4; i++) {
      await domainErrorOf(sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: 'nope' }));
    }
    await sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: RIGHT });

    const again = await domainErrorOf(
      sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: 'nope' }),
    );

    expect(again.code).toBe(LoyaltyErrorCode.WrongPassword);
    expect((await guesses.findGuard(MEMBER, KAPE.id))?.consecutiveFailures).toBe(1);
  });

  it('adds one stamp for a retry with the same Idempotency-Key, and gives the first answer back', async () => {
    const card = coupons.card(MEMBER, 3, 1);
    const request = { memberNo: MEMBER, couponId: card.id, password: RIGHT, idempotencyKey: 'tap-1' };

    const first = await sut.addStamp(request);
    const retry = await sut.addStamp(request);

    expect(retry).toEqual(first);
    expect(coupons.rows.get(card.id)?.stampCount).toBe(2);
    expect(ledger.entries).toHaveLength(1);
    expect(unitOfWork.transactions).toBe(1);
  });

  describe("the mission's pacing", () => {
    /** 3:40 PM in Manila on the day of NOW (10:00 AM there). */
    const NEXT = new Date('2026-03-10T07:40:00Z');

    it('refuses a stamp it holds back with StampTooSoon: the time in Manila, the instant and Retry-After', async () => {
      const card = coupons.card(MEMBER, 3, 1);
      coupons.pacedUntil = NEXT;

      const error = await domainErrorOf(
        sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: RIGHT }),
      );

      expect(error.code).toBe(LoyaltyErrorCode.StampTooSoon);
      expect(error.message).toBe('You can collect the next stamp at 3:40 PM.');
      expect(error.params).toEqual({ nextStampAt: '2026-03-10T07:40:00.000Z' });
      expect(error.retryAfter).toBe(5 * 3600 + 40 * 60);
      expect(coupons.rows.get(card.id)?.stampCount).toBe(1);
      expect(ledger.entries).toEqual([]);
    });

    it('never counts the refusal as a wrong password, and a right password still clears the streak', async () => {
      const card = coupons.card(MEMBER, 3, 1);
      for (let i = 0; i < 3; i++) {
        await domainErrorOf(sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: 'nope' }));
      }
      coupons.pacedUntil = NEXT;

      for (let i = 0; i < 3; i++) {
        const error = await domainErrorOf(
          sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: RIGHT }),
        );
        expect(error.code).toBe(LoyaltyErrorCode.StampTooSoon);
      }

      expect((await guesses.findGuard(MEMBER, KAPE.id))?.consecutiveFailures ?? 0).toBe(0);
    });

    it('keeps no refusal for an Idempotency-Key: the same key stamps once the time has come', async () => {
      const card = coupons.card(MEMBER, 3, 1);
      const request = { memberNo: MEMBER, couponId: card.id, password: RIGHT, idempotencyKey: 'tap-2' };
      coupons.pacedUntil = NEXT;

      expect((await domainErrorOf(sut.addStamp(request))).code).toBe(LoyaltyErrorCode.StampTooSoon);
      coupons.pacedUntil = null;
      const later = await sut.addStamp(request);

      expect(later.coupon?.stamp_count).toBe(2);
    });

    it('refuses in the one statement on a known card too', async () => {
      await stores.upsertChanged(kapeWithVerifier(await hashPassword(RIGHT)), FAKE_TRANSACTION);
      const card = coupons.card(MEMBER, 3, 0);
      await sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: RIGHT });
      coupons.pacedUntil = NEXT;

      const error = await domainErrorOf(
        sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: RIGHT }),
      );

      expect(error.code).toBe(LoyaltyErrorCode.StampTooSoon);
      expect(coupons.knownCardStatements).toBe(1);
    });
  });

  describe("with the store's verifier in the read model", () => {
    beforeEach(async () => {
      await stores.upsertChanged(kapeWithVerifier(await hashPassword(RIGHT)), FAKE_TRANSACTION);
    });

    it('checks the password against it, never asking the store service', async () => {
      const card = coupons.card(MEMBER, 3, 1);

      const added = await sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: RIGHT });
      const wrong = await domainErrorOf(
        sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: 'nope' }),
      );

      expect(added.coupon?.stamp_count).toBe(2);
      expect(wrong.code).toBe(LoyaltyErrorCode.WrongPassword);
      expect(directory.passwordChecks).toBe(0);
    });

    it('stamps a card it has seen in one statement once the password is known, with the same answer', async () => {
      const card = coupons.card(MEMBER, 3, 0);

      const first = await sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: RIGHT });
      const second = await sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: RIGHT });

      expect(coupons.knownCardStamps).toBe(1);
      expect(JSON.parse(JSON.stringify(second))).toEqual(
        JSON.parse(JSON.stringify(first).replace('"stamp_count":1', '"stamp_count":2')),
      );
      expect(ledger.entries.map((e) => e.stampCount)).toEqual([1, 2]);
    });

    it('takes the full path, with its answers, when the card is not the member’s, the mission paused or the password changed', async () => {
      const card = coupons.card(MEMBER, 3, 0);
      await sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: RIGHT });
      const mission = missions.rows.get(3);
      if (!mission) {
        throw new Error('no mission');
      }

      const someoneElse = await domainErrorOf(
        sut.addStamp({ memberNo: 8, couponId: card.id, password: RIGHT }),
      );
      mission.status = 'pended';
      const paused = await domainErrorOf(
        sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: RIGHT }),
      );
      mission.status = 'ongoing';
      await stores.upsertChanged(kapeWithVerifier(await hashPassword('9999')), FAKE_TRANSACTION);
      const changed = await domainErrorOf(
        sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: RIGHT }),
      );

      expect([someoneElse.code, paused.code, changed.code]).toEqual([
        LoyaltyErrorCode.NotOwner,
        LoyaltyErrorCode.MissionInactive,
        LoyaltyErrorCode.WrongPassword,
      ]);
      expect(coupons.knownCardStamps).toBe(0);
      expect(coupons.rows.get(card.id)?.stampCount).toBe(1);
    });

    it('takes the full path after a wrong password, which clears the record', async () => {
      const card = coupons.card(MEMBER, 3, 0);
      await sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: RIGHT });
      await domainErrorOf(sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: 'nope' }));

      await sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: RIGHT });
      await sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: RIGHT });

      expect(coupons.knownCardStamps).toBe(1);
      expect(await guesses.findGuard(MEMBER, KAPE.id)).toEqual(
        expect.objectContaining({ consecutiveFailures: 0, lockouts: 0 }),
      );
    });

    it('answers a locked-out member alike, with the same statements, whatever the password', async () => {
      const card = coupons.card(MEMBER, 3, 0);
      await sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: RIGHT });
      for (let i = 0; i < 5; i++) {
        await domainErrorOf(sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: 'nope' }));
      }
      const attempt = async (password: string) => {
        const statements = coupons.knownCardStatements;
        const error = await domainErrorOf(sut.addStamp({ memberNo: MEMBER, couponId: card.id, password }));
        return { code: error.code, statements: coupons.knownCardStatements - statements };
      };

      const right = await attempt(RIGHT);
      const wrong = await attempt('nope');

      expect(right).toEqual({ code: LoyaltyErrorCode.TooManyAttempts, statements: 1 });
      expect(wrong).toEqual(right);
      expect(coupons.rows.get(card.id)?.stampCount).toBe(1);
    });

    it('makes the ticket on the last stamp of a known card, in the one statement', async () => {
      const card = coupons.card(MEMBER, 3, 3);
      await sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: RIGHT });

      const last = await sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: RIGHT });

      expect(last.completed).toBe(true);
      expect(last.ticket).toMatchObject({ coupon_id: card.id, Store: { name: KAPE.name } });
      expect(coupons.rows.has(card.id)).toBe(false);
      expect(coupons.knownCardStamps).toBe(1);
      expect(unitOfWork.transactions).toBe(0);
    });

    it('never shows the verifier in the answer', async () => {
      const added = await sut.addStamp({
        memberNo: MEMBER,
        couponId: coupons.card(MEMBER, 3, 1).id,
        password: RIGHT,
      });
      const completed = await sut.addStamp({
        memberNo: MEMBER,
        couponId: coupons.card(MEMBER, 3, 4).id,
        password: RIGHT,
      });

      expect(added.coupon?.Mission.Store).toEqual(expect.objectContaining({ name: KAPE.name }));
      expect(completed.ticket?.Store).toEqual(expect.objectContaining({ name: KAPE.name }));
      expect(JSON.stringify([added, completed])).not.toContain('argon2');
    });
  });

  it('gives one ticket for many parallel stamps on a nearly full card', async () => {
    const card = coupons.card(MEMBER, 3, 3);

    const answers = await Promise.allSettled(
      Array.from({ length: 6 }, () => sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: RIGHT })),
    );

    const completed = answers.filter((a) => a.status === 'fulfilled' && a.value.completed);
    expect(completed).toHaveLength(1);
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(2);
    expect([...tickets.rows.values()]).toHaveLength(1);
  });
});
