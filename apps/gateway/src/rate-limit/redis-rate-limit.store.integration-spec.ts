import { randomUUID } from 'node:crypto';
import { testEnv } from '@stamp/testing';
import { Redis } from 'ioredis';
import { RedisRateLimitStore } from './rate-limit.store';
import { RateLimiter, TooManyRequestsException } from './rate-limiter';

const REDIS_URL = testEnv.redisUrl();

/** Several gateway replicas share their counters through Redis: two stores here stand for two replicas. */
describe(RedisRateLimitStore.name, () => {
  const first = new RedisRateLimitStore(REDIS_URL);
  const second = new RedisRateLimitStore(REDIS_URL);

  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it('counts hits from every replica in one window', async () => {
    const key = `test:${randomUUID()}`;
    expect((await first.hit(key, 60_000)).count).toBe(1);
    expect((await second.hit(key, 60_000)).count).toBe(2);
    const third = await first.hit(key, 60_000);
    expect(third.count).toBe(3);
    expect(third.resetInMs).toBeGreaterThan(0);
    expect(third.resetInMs).toBeLessThanOrEqual(60_000);
  });

  it('refuses the call past the limit on whichever replica it lands, with a retry time', async () => {
    const key = `test:${randomUUID()}`;
    const [a, b] = [new RateLimiter(first), new RateLimiter(second)];
    const rule = [{ key, limit: 2, windowMs: 60_000 }];
    await a.consume(rule);
    await b.consume(rule);
    const refused = await b.consume(rule).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(TooManyRequestsException);
    expect((refused as TooManyRequestsException).getResponse()).toMatchObject({ retryAfter: 60 });
  });

  it('takes a hit back within its window, keeping the window, and makes no key once it has ended', async () => {
    const key = `test:${randomUUID()}`;
    await first.hit(key, 60_000);
    await first.hit(key, 60_000);

    await second.release(key);
    const after = await first.hit(key, 60_000);
    expect(after.count).toBe(2);
    expect(after.resetInMs).toBeLessThanOrEqual(60_000);

    const ended = `test:${randomUUID()}`;
    await first.hit(ended, 100);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await first.release(ended);
    expect(await first.hit(ended, 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });

  it('starts a new window once the old one has expired', async () => {
    const key = `test:${randomUUID()}`;
    await first.hit(key, 150);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await first.hit(key, 150)).count).toBe(1);
  });
});

/**
 * A counter without expiry locks its account for good. The count and its expiry must be one command, so that
 * no crash can fall between them (issue 27: a crash between INCR and PEXPIRE did), and a counter an older
 * gateway left without expiry gets one at its next hit.
 */
describe(`${RedisRateLimitStore.name} expiry`, () => {
  const sut = new RedisRateLimitStore(REDIS_URL);
  const redis = new Redis(REDIS_URL);

  afterAll(async () => {
    await Promise.all([sut.close(), redis.quit()]);
  });

  it('counts and sets the expiry in one atomic script, never as two client commands', async () => {
    const key = `test:${randomUUID()}`;
    const monitor = await redis.monitor();
    const seen: { command: string; source: string }[] = [];
    monitor.on('monitor', (_time: string, args: string[], source: string) => {
      if (args.includes(`stamp:rl:${key}`)) {
        seen.push({ command: args[0].toLowerCase(), source });
      }
    });

    await sut.hit(key, 60_000);
    await sut.hit(key, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    monitor.disconnect();

    const fromClient = seen.filter((entry) => entry.source !== 'lua').map((entry) => entry.command);
    expect(fromClient.every((command) => command === 'evalsha' || command === 'eval')).toBe(true);
    expect(seen).toContainEqual({ command: 'pexpire', source: 'lua' });
    expect(await redis.pttl(`stamp:rl:${key}`)).toBeGreaterThan(0);
  });

  it('gives a counter left without expiry one at its next hit', async () => {
    const key = `test:${randomUUID()}`;
    await redis.set(`stamp:rl:${key}`, '50');

    const count = await sut.hit(key, 60_000);

    expect(count).toEqual({ count: 51, resetInMs: 60_000 });
    const ttl = await redis.pttl(`stamp:rl:${key}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });
});
