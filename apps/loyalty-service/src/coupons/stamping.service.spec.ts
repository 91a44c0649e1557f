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
  FakeMissionsRepository,
  FakeStoreDirectory,
  FakeStoreSnapshotsRepository,
  FakeTicketsRepository,
  KAPE,
  kapeWithVerifier,
  FAKE_TRANSACTION,
  missionEntity,
  settings,
  stampedOf,
  NOW,
} from '../test/fakes';
import { MESSAGES } from '@stamp/shared';
import { LoyaltyErrors } from '../loyalty.errors';
import { CouponWithMission, CouponsRepository, StampKeyClaimed } from './coupons.repository';
import { StampingService } from './stamping.service';

const MEMBER = 7;
const RIGHT = '4321';

describe(StampingService.name, () => {
  let missions: FakeMissionsRepository;
  let coupons: FakeCouponsRepository;
  let tickets: FakeTicketsRepository;
  let guesses: FakeGuessingRepository;
  let directory: FakeStoreDirectory;
  let stores: FakeStoreSnapshotsRepository;
  let unitOfWork: FakeUnitOfWork;
  let idempotency: FakeIdempotencyRepository;
  let idempotencyService: IdempotencyService;
  let sut: StampingService;

  async function cardOf(id: number): Promise<CouponWithMission> {
    const found = await coupons.findById(id);
    if (!found) {
      throw new Error(`no card ${String(id)}`);
    }
    return found;
  }

  beforeEach(async () => {
    missions = new FakeMissionsRepository(missionEntity({ id: 3, maxStampCount: 5 }));
    stores = new FakeStoreSnapshotsRepository();
    await stores.upsert(KAPE);
    tickets = new FakeTicketsRepository(stores);
    guesses = new FakeGuessingRepository();
    coupons = new FakeCouponsRepository(missions, stores, { guesses, tickets });
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
    idempotency = new FakeIdempotencyRepository();
    idempotencyService = new IdempotencyService(idempotency as unknown as IdempotencyRepository, clock);
    sut = new StampingService(
      coupons as unknown as CouponsRepository,
      guard,
      idempotencyService,
      uow,
      new MissionCalendar(clock, settings()),
      passwords,
    );
  });

  it("stamps in one statement when it answers, with the spec's message", async () => {
    const card = coupons.card(MEMBER, 3, 1);
    coupons.answers.push({ outcome: 'stamped', stamped: stampedOf(await cardOf(card.id)) });

    const result = await sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: RIGHT });

    expect(result).toMatchObject({ completed: false, message: MESSAGES.stampAdded });
    expect(coupons.statements).toHaveLength(1);
    expect(coupons.statements[0]).toMatchObject({ verifiers: [], idempotency: null, today: '2026-03-10' });
    expect(directory.passwordChecks).toBe(0);
  });

  it('sends the Idempotency-Key with the one statement, with the hash of the request', async () => {
    const card = coupons.card(MEMBER, 3, 1);
    coupons.answers.push({ outcome: 'stamped', stamped: stampedOf(await cardOf(card.id)) });

    await sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: RIGHT, idempotencyKey: 'tap-1' });

    expect(coupons.statements[0]?.idempotency).toMatchObject({
      key: 'tap-1',
      requestHash: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown,
    });
  });

  it('gives the last stamp’s ticket', async () => {
    const card = coupons.card(MEMBER, 3, 5);
    const ticket = await tickets.insert(
      { memberNo: MEMBER, storeId: KAPE.id, missionId: 3, couponId: card.id },
      FAKE_TRANSACTION,
    );
    coupons.answers.push({ outcome: 'stamped', stamped: stampedOf(await cardOf(card.id), ticket) });

    const result = await sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: RIGHT });

    expect(result).toMatchObject({ completed: true, message: MESSAGES.missionComplete });
    expect(result.ticket?.id).toBe(ticket.id);
  });

  it('replays a stored stamp, a stored refusal, and refuses a key used for another request', async () => {
    const card = coupons.card(MEMBER, 3, 2);
    coupons.answers.push(
      { outcome: 'replay', stamped: stampedOf(await cardOf(card.id)) },
      { outcome: 'replay', reply: { ok: false, error: LoyaltyErrors.wrongPassword().toWire() } },
      { outcome: 'conflict' },
    );
    const request = { memberNo: MEMBER, couponId: card.id, password: RIGHT, idempotencyKey: 'tap-1' };

    const replayed = await sut.addStamp(request);
    const refusal = await domainErrorOf(sut.addStamp(request));
    const conflict = await domainErrorOf(sut.addStamp(request));

    expect(replayed.coupon?.stamp_count).toBe(2);
    expect(refusal.code).toBe(LoyaltyErrorCode.WrongPassword);
    expect(conflict.code).toBe(LoyaltyErrorCode.IdempotencyConflict);
    expect(coupons.statements).toHaveLength(3);
  });

  it('refuses a paced stamp with StampTooSoon: the time in Manila, the instant and Retry-After', async () => {
    const card = coupons.card(MEMBER, 3, 1);
    const nextStampAt = new Date(NOW.getTime() + 90 * 60_000);
    coupons.answers.push({ outcome: 'paced', card: await cardOf(card.id), nextStampAt });

    const error = await domainErrorOf(sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: RIGHT }));

    expect(error.code).toBe(LoyaltyErrorCode.StampTooSoon);
    expect(error.retryAfter).toBe(90 * 60);
    expect(error.message).toContain('11:30 AM');
    expect(error.params).toMatchObject({ nextStampAt: nextStampAt.toISOString() });
  });

  it('runs the full checks when the statement says so, then stamps with the password checked', async () => {
    const card = coupons.card(MEMBER, 3, 1);

    const result = await sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: RIGHT });

    expect(result.coupon?.stamp_count).toBe(2);
    expect(directory.passwordChecks).toBe(1);
    expect(coupons.statements.map((statement) => statement.verifiers)).toEqual([[], null]);
  });

  it('answers CouponNotFound when the checked statement finds the card gone', async () => {
    const card = coupons.card(MEMBER, 3, 1);
    coupons.answers.push({ outcome: 'check' }, { outcome: 'check' });

    const error = await domainErrorOf(sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: RIGHT }));

    expect(error.code).toBe(LoyaltyErrorCode.CouponNotFound);
  });

  it("refuses another member's card with NotOwner, never asking for the password", async () => {
    const card = coupons.card(MEMBER + 1, 3, 1);

    const error = await domainErrorOf(sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: RIGHT }));

    expect(error.code).toBe(LoyaltyErrorCode.NotOwner);
    expect(directory.passwordChecks).toBe(0);
  });

  it('answers CouponNotFound for a card that is gone', async () => {
    const error = await domainErrorOf(sut.addStamp({ memberNo: MEMBER, couponId: 4040, password: RIGHT }));

    expect(error.code).toBe(LoyaltyErrorCode.CouponNotFound);
  });

  it('refuses a wrong password and keeps the refusal for the Idempotency-Key', async () => {
    const card = coupons.card(MEMBER, 3, 1);

    const error = await domainErrorOf(
      sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: 'nope', idempotencyKey: 'tap-2' }),
    );

    expect(error.code).toBe(LoyaltyErrorCode.WrongPassword);
    expect(idempotency.records.size).toBe(1);
    expect(coupons.statements).toHaveLength(1);
  });

  it('looks at the lockout before the password: at the 6th wrong password in a row none is checked', async () => {
    const card = coupons.card(MEMBER, 3, 1);
    for (let i = 0; i < 5; i++) {
      await domainErrorOf(sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: 'nope' }));
    }
    const checked = directory.passwordChecks;

    const sixth = await domainErrorOf(sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: RIGHT }));

    expect(sixth.code).toBe(LoyaltyErrorCode.TooManyAttempts);
    expect(sixth.retryAfter).toBe(60);
    expect(directory.passwordChecks).toBe(checked);
  });

  it('clears the wrong passwords in a row with the next right one, in the stamp’s transaction', async () => {
    const card = coupons.card(MEMBER, 3, 1);
    for (let i = 0; i < 4; i++) {
      await domainErrorOf(sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: 'nope' }));
    }
    await sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: RIGHT });

    expect(await guesses.findGuard(MEMBER, KAPE.id)).toMatchObject({ consecutiveFailures: 0, lockouts: 0 });
    expect(unitOfWork.transactions).toBeGreaterThan(0);
  });

  it('replays the answer of a concurrent request with the same key that committed first', async () => {
    const card = coupons.card(MEMBER, 3, 1);
    const winner = { completed: false, message: MESSAGES.stampAdded };
    const request = { memberNo: MEMBER, couponId: card.id, password: RIGHT, idempotencyKey: 'tap-3' };
    const { requestHash } = idempotencyService.keyOf({
      memberNo: MEMBER,
      key: 'tap-3',
      operation: 'add-stamp',
      fingerprint: [card.id, RIGHT],
    });
    await idempotency.saveIfAbsent(
      {
        memberNo: MEMBER,
        key: 'tap-3',
        operation: 'add-stamp',
        requestHash,
        response: { ok: true, data: winner },
        createdAt: NOW,
      },
      new Date(0),
    );
    jest.spyOn(coupons, 'stamp').mockRejectedValueOnce(new StampKeyClaimed());

    const answer = await sut.addStamp(request);

    expect(answer).toEqual(winner);
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

    it('sends the verifiers a password matched with its next stamps, and none for another password', async () => {
      const card = coupons.card(MEMBER, 3, 1);
      await sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: RIGHT });
      const verifier = (await stores.find(KAPE.id))?.stampPasswordVerifier;
      coupons.answers.push({ outcome: 'stamped', stamped: stampedOf(await cardOf(card.id)) });

      await sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: RIGHT });
      await domainErrorOf(sut.addStamp({ memberNo: MEMBER, couponId: card.id, password: 'nope' }));

      expect(coupons.statements.map((statement) => statement.verifiers)).toEqual([[], null, [verifier], []]);
    });
  });
});
