import { Redis } from 'ioredis';

export interface WindowCount {
  count: number;
  /** Milliseconds until the window resets. */
  resetInMs: number;
}

/** Counts hits per key in fixed windows. In distributed mode the counters live in Redis, shared by replicas. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** Takes one hit back from the key's window, if it is still running (an attempt that did not fail). */
  release(key: string): Promise<void>;
  /** Whether the counters can be reached (the gateway's readiness). */
  isReady(): boolean;
  close(): Promise<void>;
}

/**
 * The counters in one gateway's memory (standalone mode). Keys carry values a client chooses (an e-mail, a
 * store code), so the map is bounded: past `maxWindows`, ended windows are swept (at most once a second,
 * not on every hit), and if a flood of distinct keys still leaves it full, the oldest windows are forgotten.
 * The per-address limits bound how many keys one address can make.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  constructor(private readonly maxWindows = 100_000) {}

  hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      // Deleted first, so the map's order stays the order in which windows began.
      this.windows.delete(key);
      this.windows.set(key, window);
    }
    window.count++;
    if (this.windows.size > this.maxWindows && now - this.lastSweep >= 1000) {
      this.sweep(now);
    }
    return Promise.resolve({ count: window.count, resetInMs: window.resetAt - now });
  }

  release(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.resetAt > Date.now() && window.count > 0) {
      window.count--;
    }
    return Promise.resolve();
  }

  /** How many windows are kept. */
  get size(): number {
    return this.windows.size;
  }

  private sweep(now: number): void {
    this.lastSweep = now;
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) {
        this.windows.delete(key);
      }
    }
    for (const key of this.windows.keys()) {
      if (this.windows.size <= this.maxWindows) {
        break;
      }
      this.windows.delete(key);
    }
  }

  isReady(): boolean {
    return true;
  }

  close(): Promise<void> {
    this.windows.clear();
    return Promise.resolve();
  }
}

export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;

  constructor(url: string) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const redisKey = `stamp:rl:${key}`;
    const [[, count], [, ttl]] = (await this.redis.multi().incr(redisKey).pttl(redisKey).exec()) as [
      [null, number],
      [null, number],
    ];
    if (ttl < 0) {
      await this.redis.pexpire(redisKey, windowMs);
      return { count, resetInMs: windowMs };
    }
    return { count, resetInMs: ttl };
  }

  async release(key: string): Promise<void> {
    // Only a window that still runs: a DECR of a key that has expired would make one without a TTL.
    await this.redis.eval(
      "if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('DECR', KEYS[1]) end return 0",
      1,
      `stamp:rl:${key}`,
    );
  }

  isReady(): boolean {
    return this.redis.status === 'ready';
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
