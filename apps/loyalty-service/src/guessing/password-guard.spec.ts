import { DomainError, LoyaltyErrorCode } from '@stamp/contracts';
import { UnitOfWork } from '@stamp/server-kit/outbox';
import { FakeUnitOfWork, domainErrorOf } from '@stamp/testing';
import { StampPasswordChecker } from '../stores/stamp-password-checker';
import { StoreSnapshotsRepository } from '../stores/store-snapshots.repository';
import {
  FakeClock,
  FakeGuessingRepository,
  FakeStoreDirectory,
  FakeStoreSnapshotsRepository,
  KAPE,
  settings,
  NOW,
} from '../test/fakes';
import { GuessingRepository } from './guessing.repository';
import { PasswordAccepted, PasswordGuard } from './password-guard';

const RIGHT = '4321';
const MINUTE = 60_000;

describe(PasswordGuard.name, () => {
  let guesses: FakeGuessingRepository;
  let directory: FakeStoreDirectory;
  let unitOfWork: FakeUnitOfWork;
  let clock: FakeClock;
  let sut: PasswordGuard;

  async function build(storeCeiling: number): Promise<void> {
    guesses = new FakeGuessingRepository();
    directory = new FakeStoreDirectory();
    unitOfWork = new FakeUnitOfWork();
    clock = new FakeClock(NOW);
    const stores = new FakeStoreSnapshotsRepository();
    await stores.upsert(KAPE);
    sut = new PasswordGuard(
      guesses as unknown as GuessingRepository,
      stores as unknown as StoreSnapshotsRepository,
      new StampPasswordChecker(directory, clock, settings()),
      unitOfWork as unknown as UnitOfWork,
      clock,
      settings({ STORE_GUESS_CEILING: storeCeiling }),
    );
  }

  beforeEach(async () => {
    await build(30);
  });

  /** A password typed by a member who has stamped at the store before, unless `newcomer`. */
  function verify(memberNo: number, password: string, newcomer = false): Promise<PasswordAccepted> {
    return sut.verify({
      memberNo,
      storeId: KAPE.id,
      password,
      verifier: null,
      codeSecret: null,
      regular: !newcomer,
    });
  }

  async function wrong(memberNo: number, times = 1): Promise<string[]> {
    const codes: string[] = [];
    for (let i = 0; i < times; i++) {
      codes.push((await domainErrorOf(verify(memberNo, 'guess'))).code);
    }
    return codes;
  }

  it('accepts the right password', async () => {
    await expect(verify(7, RIGHT)).resolves.toEqual({ hadFailures: false });
  });

  it("answers WrongPassword with the spec's message", async () => {
    const error = await domainErrorOf(verify(7, 'nope'));

    expect(error.code).toBe(LoyaltyErrorCode.WrongPassword);
    expect(error.message).toBe('Password is incorrect.');
  });

  it('locks the member out after 5 wrong passwords in a row: the 6th gets TooManyAttempts, unchecked', async () => {
    expect(await wrong(7, 5)).toEqual(Array<string>(5).fill(LoyaltyErrorCode.WrongPassword));
    const checks = directory.passwordChecks;

    const sixth = await domainErrorOf(verify(7, RIGHT));

    expect(sixth.code).toBe(LoyaltyErrorCode.TooManyAttempts);
    expect(sixth.retryAfter).toBe(60);
    expect(directory.passwordChecks).toBe(checks);
  });

  it('says how long is left of the lockout', async () => {
    await wrong(7, 5);
    clock.advance(45_000);

    expect((await domainErrorOf(verify(7, RIGHT))).retryAfter).toBe(15);
  });

  it('locks longer the second time, and lets the member in between', async () => {
    await wrong(7, 5);
    clock.advance(MINUTE);
    expect(await wrong(7, 5)).toEqual(Array<string>(5).fill(LoyaltyErrorCode.WrongPassword));

    expect((await domainErrorOf(verify(7, RIGHT))).retryAfter).toBe(300);
  });

  it('counts an attempt while locked out as a wrong one: as many as lock a member lock them longer', async () => {
    await wrong(7, 5);
    const failures = guesses.failures.length;

    const locked = await Promise.all(
      Array.from({ length: 5 }, (_, i) => domainErrorOf(verify(7, i % 2 ? RIGHT : 'guess'))),
    );

    expect(locked.map((error) => error.code)).toEqual(
      Array<string>(5).fill(LoyaltyErrorCode.TooManyAttempts),
    );
    expect(locked.map((error) => error.retryAfter)).toEqual([60, 60, 60, 60, 300]);
    expect(guesses.failures.length - failures).toBe(5);
    expect(directory.passwordChecks).toBe(5);
  });

  it("refuses a member new to the store while the client's address has spent its budget, unchecked", async () => {
    const attempt = {
      storeId: KAPE.id,
      password: RIGHT,
      verifier: null,
      codeSecret: null,
      addressLockedSeconds: 420,
    };

    const newcomer = await domainErrorOf(sut.verify({ ...attempt, memberNo: 7, regular: false }));

    expect([newcomer.code, newcomer.retryAfter]).toEqual([LoyaltyErrorCode.TooManyAttempts, 420]);
    expect(directory.passwordChecks).toBe(0);
    await expect(sut.verify({ ...attempt, memberNo: 8, regular: true })).resolves.toEqual({
      hadFailures: false,
    });
  });

  it('does not lock out other members of the store', async () => {
    await wrong(7, 5);

    await expect(verify(8, RIGHT)).resolves.toEqual({ hadFailures: false });
  });

  it('tells the caller to clear the streak after the right password', async () => {
    await wrong(7, 2);

    await expect(verify(7, RIGHT)).resolves.toEqual({ hadFailures: true });
  });

  it('counts parallel guesses of one member one after the other', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => verify(7, 'guess').catch((error: unknown) => error)),
    );

    const codes = answers.map((answer) => (answer as DomainError).code);
    expect(codes.filter((code) => code === LoyaltyErrorCode.WrongPassword)).toHaveLength(5);
    expect(codes.filter((code) => code === LoyaltyErrorCode.TooManyAttempts)).toHaveLength(3);
    expect(directory.passwordChecks).toBe(5);
  });

  describe('when many members guess at one store', () => {
    beforeEach(async () => {
      await build(6);
    });

    it('alerts once when the store ceiling is reached, with the store and the count', async () => {
      for (const member of [1, 2, 3]) {
        await wrong(member, 2);
      }

      expect(unitOfWork.events).toEqual([
        {
          subject: 'store.stamp-guessing-detected',
          payload: {
            store: KAPE,
            failures: 6,
            members: 3,
            windowSeconds: 600,
            detectedAt: clock.now().toISOString(),
          },
        },
      ]);
      await wrong(4);
      expect(unitOfWork.events).toHaveLength(1);
    });

    it('locks a member who guesses again at the second wrong password, but never one who types it right', async () => {
      for (const member of [1, 2, 3]) {
        await wrong(member, 2);
      }
      await wrong(4);

      await expect(verify(5, RIGHT)).resolves.toEqual({ hadFailures: false });
      await expect(verify(4, RIGHT)).resolves.toEqual({ hadFailures: true });
      await wrong(1);
      expect((await domainErrorOf(verify(1, RIGHT))).code).toBe(LoyaltyErrorCode.TooManyAttempts);
    });

    it('stops checking the password of members new to the store at the ceiling, for a window', async () => {
      for (const member of [1, 2, 3]) {
        await wrong(member, 2);
      }
      const checks = directory.passwordChecks;

      const refused = await domainErrorOf(verify(9, RIGHT, true));
      clock.advance(10 * MINUTE - 1000);
      const stillRefused = await domainErrorOf(verify(9, RIGHT, true));
      clock.advance(1000);

      expect([refused.code, refused.retryAfter]).toEqual([LoyaltyErrorCode.TooManyAttempts, 600]);
      expect(stillRefused.retryAfter).toBe(1);
      expect(directory.passwordChecks).toBe(checks);
      await expect(verify(9, RIGHT, true)).resolves.toEqual({ hadFailures: false });
    });

    it('still checks the password of members who have stamped at the store', async () => {
      for (const member of [1, 2, 3]) {
        await wrong(member, 2);
      }

      await expect(verify(9, RIGHT)).resolves.toEqual({ hadFailures: false });
      expect((await domainErrorOf(verify(10, 'guess'))).code).toBe(LoyaltyErrorCode.WrongPassword);
    });

    it('checks no more parallel guesses of new members than the ceiling', async () => {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => domainErrorOf(verify(20 + i, 'guess', true))),
      );

      const codes = answers.map((error) => error.code);
      expect(codes.filter((code) => code === LoyaltyErrorCode.WrongPassword)).toHaveLength(6);
      expect(codes.filter((code) => code === LoyaltyErrorCode.TooManyAttempts)).toHaveLength(4);
      expect(directory.passwordChecks).toBe(6);
    });

    it('counts the attempts of a locked-out member towards the ceiling', async () => {
      await wrong(1, 5);
      expect(unitOfWork.events).toEqual([]);

      await wrong(1);

      expect(unitOfWork.events).toMatchObject([{ payload: { failures: 6, members: 1 } }]);
    });

    it('alerts again only after the window has passed', async () => {
      for (const member of [1, 2, 3]) {
        await wrong(member, 2);
      }
      clock.advance(16 * MINUTE);
      for (const member of [11, 12, 13]) {
        await wrong(member, 2);
      }

      expect(unitOfWork.events.map((e) => e.subject)).toEqual([
        'store.stamp-guessing-detected',
        'store.stamp-guessing-detected',
      ]);
    });
  });
});
