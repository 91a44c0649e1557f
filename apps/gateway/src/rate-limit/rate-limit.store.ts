import { Redis } from 'ioredis';

export interface WindowCount {
  count: number;
  /** Milliseconds until the window resets. */
  resetInMs: number;
}

/** Counts hits per key in fixed windows. In distributed mode the counters live in Redis, shared by replicas. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<WindowCount>;
  close(): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count++;
    if (this.windows.size > 100_000) {
      this.sweep(now);
    }
    return Promise.resolve({ count: window.count, resetInMs: window.resetAt - now });
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) {
        this.windows.delete(key);
      }
    }
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

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
