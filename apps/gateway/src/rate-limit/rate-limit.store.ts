import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import { Redis } from 'ioredis';

export interface WindowCount {
  count: number;
  /** Milliseconds until the window resets. */
  resetInMs: number;
}

/**
 * Counts hits per key in fixed windows, with `@fastify/rate-limit`'s stores: in memory (standalone mode) or in
 * Redis (distributed mode, shared by replicas).
 */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** Takes one hit back from the key's window, if it is still running (an attempt that did not fail). */
  release(key: string, windowMs: number): Promise<void>;
  /** Whether the counters can be reached (the gateway's readiness). */
  isReady(): boolean;
  close(): Promise<void>;
}

/** The keys' prefix in Redis (as before the library counted them, so running windows carry over). */
const REDIS_PREFIX = 'stamp:rl:';

function hitIn(store: LocalStore.CountingStore, key: string, windowMs: number): Promise<WindowCount> {
  return new Promise((resolve, reject) => {
    // `max` only matters for the library's continueExceeding and backoff modes, both off.
    store.incr(
      key,
      (error, state) => {
        if (error || !state) {
          reject(error ?? new Error(`no count for ${key}`));
        } else {
          resolve(countOf(state));
        }
      },
      windowMs,
      Number.MAX_SAFE_INTEGER,
    );
  });
}

function countOf(state: LocalStore.WindowState): WindowCount {
  return { count: state.current, resetInMs: state.ttl };
}

/** The library's in-memory store, which can also take a hit back. */
class ReleasingLocalStore extends LocalStore {
  release(key: string, windowMs: number, now: number): void {
    const window = this.lru.get(key);
    if (window && window.current > 0 && window.iterationStartMs + windowMs > now) {
      window.current--;
    }
  }
}

/**
 * The counters in one gateway's memory (standalone mode). Keys carry values a client chooses (an e-mail, a
 * store code), so the library's map is bounded: past `maxWindows` keys the least recently counted is
 * forgotten. The per-address limits bound how many keys one address can make.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private store: ReleasingLocalStore;

  constructor(private readonly maxWindows = 100_000) {
    this.store = new ReleasingLocalStore(false, false, maxWindows);
  }

  hit(key: string, windowMs: number): Promise<WindowCount> {
    return hitIn(this.store, key, windowMs);
  }

  release(key: string, windowMs: number): Promise<void> {
    this.store.release(key, windowMs, Date.now());
    return Promise.resolve();
  }

  isReady(): boolean {
    return true;
  }

  close(): Promise<void> {
    this.store = new ReleasingLocalStore(false, false, this.maxWindows);
    return Promise.resolve();
  }
}

export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;
  private readonly store: RedisStore;

  constructor(url: string) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
    this.store = new RedisStore(false, false, this.redis, REDIS_PREFIX);
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const count = await hitIn(this.store, key, windowMs);
    if (count.resetInMs >= 0) {
      return count;
    }
    // A counter without expiry (left by a gateway before the library counted them): it gets one now.
    await this.redis.pexpire(`${REDIS_PREFIX}${key}`, windowMs);
    return { count: count.count, resetInMs: windowMs };
  }

  async release(key: string): Promise<void> {
    // Only a window that still runs: a DECR of a key that has expired would make one without a TTL.
    await this.redis.eval(
      "if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('DECR', KEYS[1]) end return 0",
      1,
      `${REDIS_PREFIX}${key}`,
    );
  }

  isReady(): boolean {
    return this.redis.status === 'ready';
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
