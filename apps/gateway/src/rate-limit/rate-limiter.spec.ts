import { HttpStatus } from '@nestjs/common';
import { MemoryRateLimitStore } from './rate-limit.store';
import { RateLimiter, RateLimitRule, TooManyRequestsException } from './rate-limiter';

const MINUTE = 60_000;

/** The exception `consume` threw, or a failure when it did not throw one. */
async function rejectionOf(promise: Promise<void>): Promise<TooManyRequestsException> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(TooManyRequestsException);
    return error as TooManyRequestsException;
  }
  throw new Error('expected consume to throw TooManyRequestsException');
}

function retryAfterOf(exception: TooManyRequestsException): number | undefined {
  return (exception.getResponse() as { retryAfter?: number }).retryAfter;
}

describe(RateLimiter.name, () => {
  let store: MemoryRateLimitStore;
  let sut: RateLimiter;

  const byAddress: RateLimitRule = { key: 'store-login:address:203.0.113.9', limit: 3, windowMs: MINUTE };

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-03-01T08:00:00Z') });
    store = new MemoryRateLimitStore();
    sut = new RateLimiter(store);
  });

  afterEach(async () => {
    await store.close();
    jest.useRealTimers();
  });

  it('allows calls up to the limit', async () => {
    for (let i = 0; i < byAddress.limit; i++) {
      await expect(sut.consume([byAddress])).resolves.toBeUndefined();
    }
  });

  it('rejects the call past the limit with 429 and a positive Retry-After', async () => {
    for (let i = 0; i < byAddress.limit; i++) {
      await sut.consume([byAddress]);
    }

    const exception = await rejectionOf(sut.consume([byAddress]));

    expect(exception.getStatus()).toBe(HttpStatus.TOO_MANY_REQUESTS);
    expect(retryAfterOf(exception)).toBe(60);
  });

  it('tells how many seconds remain of the window, rounded up', async () => {
    for (let i = 0; i < byAddress.limit; i++) {
      await sut.consume([byAddress]);
    }
    jest.advanceTimersByTime(40_500);

    const exception = await rejectionOf(sut.consume([byAddress]));

    expect(retryAfterOf(exception)).toBe(20);
  });

  it('keeps rejecting while the window lasts', async () => {
    for (let i = 0; i <= byAddress.limit; i++) {
      await sut.consume([byAddress]).catch(() => undefined);
    }
    jest.advanceTimersByTime(MINUTE - 1);

    await rejectionOf(sut.consume([byAddress]));
  });

  it('counts each key on its own', async () => {
    for (let i = 0; i < byAddress.limit; i++) {
      await sut.consume([byAddress]);
    }
    const otherAddress = { ...byAddress, key: 'store-login:address:198.51.100.7' };

    await expect(sut.consume([otherAddress])).resolves.toBeUndefined();
    await rejectionOf(sut.consume([byAddress]));
  });

  it('allows calls again once the window has passed', async () => {
    for (let i = 0; i <= byAddress.limit; i++) {
      await sut.consume([byAddress]).catch(() => undefined);
    }
    jest.advanceTimersByTime(MINUTE);

    for (let i = 0; i < byAddress.limit; i++) {
      await expect(sut.consume([byAddress])).resolves.toBeUndefined();
    }
    await rejectionOf(sut.consume([byAddress]));
  });

  it('rejects when any one of several rules is exceeded, with the longest wait', async () => {
    const byAccount: RateLimitRule = { key: 'store-login:account:K7Q2ZD', limit: 1, windowMs: 10 * MINUTE };
    const generous: RateLimitRule = { key: 'store-login:address:192.0.2.1', limit: 100, windowMs: MINUTE };
    await sut.consume([generous, byAccount]);

    const exception = await rejectionOf(sut.consume([generous, byAccount]));

    expect(retryAfterOf(exception)).toBe(600);
  });

  it('says at least one second even when the window is about to reset', async () => {
    const short: RateLimitRule = { key: 'k', limit: 1, windowMs: 200 };
    await sut.consume([short]);
    jest.advanceTimersByTime(150);

    const exception = await rejectionOf(sut.consume([short]));

    expect(retryAfterOf(exception)).toBe(1);
  });

  describe('of failures', () => {
    const account: RateLimitRule = {
      key: 'member-login:account:juan@example.ph',
      limit: 3,
      windowMs: MINUTE,
    };
    const isFailure = (error: unknown) => error instanceof Error && error.message === 'wrong';
    const fail = () => Promise.reject(new Error('wrong'));

    it('counts failures only: successes and other errors give their share back', async () => {
      for (let i = 0; i < 10; i++) {
        await expect(sut.limitFailures([account], () => Promise.resolve('ok'), isFailure)).resolves.toBe(
          'ok',
        );
        await expect(
          sut.limitFailures([account], () => Promise.reject(new Error('disabled')), isFailure),
        ).rejects.toThrow('disabled');
      }

      await expect(sut.limitFailures([account], fail, isFailure)).rejects.toThrow('wrong');
      await expect(store.hit(account.key, account.windowMs)).resolves.toMatchObject({ count: 2 });
    });

    it('refuses with 429 once the failures are spent, without running the attempt', async () => {
      for (let i = 0; i < account.limit; i++) {
        await expect(sut.limitFailures([account], fail, isFailure)).rejects.toThrow('wrong');
      }
      const attempt = jest.fn(() => Promise.resolve('ok'));

      const exception = await rejectionOf(
        sut.limitFailures([account], attempt, isFailure).then(() => undefined),
      );

      expect(retryAfterOf(exception)).toBe(60);
      expect(attempt).not.toHaveBeenCalled();
    });

    it('runs no more parallel attempts than the failures left', async () => {
      const attempt = jest.fn(fail);

      const answers = await Promise.allSettled(
        Array.from({ length: 10 }, () => sut.limitFailures([account], attempt, isFailure)),
      );

      expect(attempt).toHaveBeenCalledTimes(account.limit);
      expect(
        answers.filter((a) => a.status === 'rejected' && a.reason instanceof TooManyRequestsException),
      ).toHaveLength(10 - account.limit);
    });
  });
});

describe(MemoryRateLimitStore.name, () => {
  let sut: MemoryRateLimitStore;

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-03-01T08:00:00Z') });
    sut = new MemoryRateLimitStore();
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('counts hits in a window and reports the time left', async () => {
    await sut.hit('k', MINUTE);
    jest.advanceTimersByTime(15_000);

    await expect(sut.hit('k', MINUTE)).resolves.toEqual({ count: 2, resetInMs: 45_000 });
  });

  it('starts a new window at zero once the old one has ended', async () => {
    await sut.hit('k', MINUTE);
    await sut.hit('k', MINUTE);
    jest.advanceTimersByTime(MINUTE);

    await expect(sut.hit('k', MINUTE)).resolves.toEqual({ count: 1, resetInMs: MINUTE });
  });

  it('takes a hit back while its window runs, and never below zero nor from an ended window', async () => {
    await sut.hit('k', MINUTE);
    await sut.hit('k', MINUTE);

    await sut.release('k', MINUTE);
    await sut.release('never-hit', MINUTE);
    await expect(sut.hit('k', MINUTE)).resolves.toMatchObject({ count: 2 });
    jest.advanceTimersByTime(MINUTE);
    await sut.release('k', MINUTE);

    await expect(sut.hit('k', MINUTE)).resolves.toMatchObject({ count: 1 });
  });

  it('forgets every count on close', async () => {
    await sut.hit('k', MINUTE);

    await sut.close();

    await expect(sut.hit('k', MINUTE)).resolves.toEqual({ count: 1, resetInMs: MINUTE });
  });

  it('stays bounded under a flood of distinct keys, forgetting the least recently counted first', async () => {
    sut = new MemoryRateLimitStore(100);
    for (let i = 0; i < 250; i++) {
      await sut.hit(`member-login:account:user${String(i)}@example.ph`, MINUTE);
    }

    await expect(sut.hit('member-login:account:user249@example.ph', MINUTE)).resolves.toMatchObject({
      count: 2,
    });
    await expect(sut.hit('member-login:account:user0@example.ph', MINUTE)).resolves.toMatchObject({
      count: 1,
    });
  });
});
