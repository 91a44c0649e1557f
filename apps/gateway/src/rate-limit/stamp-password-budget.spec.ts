import { DomainError, LoyaltyErrorCode } from '@stamp/contracts';
import { AbuseLimits } from './abuse-limits';
import { MemoryRateLimitStore } from './rate-limit.store';
import { StampPasswordBudget } from './stamp-password-budget';

const WIFI = '198.51.100.25';
const MINUTE = 60_000;
const { limit } = AbuseLimits.wrongStampPasswords(WIFI);

describe(StampPasswordBudget.name, () => {
  let store: MemoryRateLimitStore;
  let sut: StampPasswordBudget;

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-03-01T08:00:00Z') });
    store = new MemoryRateLimitStore();
    sut = new StampPasswordBudget(store);
  });

  afterEach(async () => {
    await store.close();
    jest.useRealTimers();
  });

  /** What the call was told, and the refusal it came back with (none: a stamp). */
  async function attempt(code?: LoyaltyErrorCode, from = WIFI): Promise<number | undefined> {
    let told: number | undefined;
    await sut
      .attempt(from, (lockedSeconds) => {
        told = lockedSeconds;
        return code ? Promise.reject(new DomainError(code, 'refused')) : Promise.resolve('stamped');
      })
      .catch((error: unknown) => {
        expect(error).toBeInstanceOf(DomainError);
      });
    return told;
  }

  it('tells nothing until the address has had its budget of wrong passwords, then the seconds left', async () => {
    for (let i = 0; i < limit; i++) {
      expect(await attempt(LoyaltyErrorCode.WrongPassword)).toBeUndefined();
    }
    jest.advanceTimersByTime(4 * MINUTE);

    expect(await attempt()).toBe(6 * 60);
    expect(await attempt(undefined, '203.0.113.7')).toBeUndefined();
  });

  it('never counts a correct stamp, nor refusals that are not about the password (a paced stamp)', async () => {
    for (let i = 0; i < 3 * limit; i++) {
      await attempt();
      await attempt(LoyaltyErrorCode.MissionInactive);
      await attempt(LoyaltyErrorCode.StampTooSoon);
    }

    expect(await attempt()).toBeUndefined();
  });

  it('counts refusals of an unchecked password (a lockout, a store at its ceiling) too', async () => {
    for (let i = 0; i < limit; i++) {
      await attempt(LoyaltyErrorCode.TooManyAttempts);
    }

    expect(await attempt()).toBe(10 * 60);
  });

  it('forgets a spent address when its window ends', async () => {
    for (let i = 0; i < limit; i++) {
      await attempt(LoyaltyErrorCode.WrongPassword);
    }
    jest.advanceTimersByTime(10 * MINUTE);

    expect(await attempt()).toBeUndefined();
  });
});
