import { HttpException, HttpStatus } from '@nestjs/common';
import { RateLimitStore } from './rate-limit.store';

export interface RateLimitRule {
  /** What is counted, e.g. `store-login:address:203.0.113.9`. */
  key: string;
  limit: number;
  windowMs: number;
}

export class TooManyRequestsException extends HttpException {
  constructor(retryAfterSeconds: number) {
    super(
      { message: 'Too many attempts. Please try again later.', retryAfter: retryAfterSeconds },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

/** Applies several limits to one call (per client address, per account): past any of them → 429 + Retry-After. */
export class RateLimiter {
  constructor(private readonly store: RateLimitStore) {}

  /** Whether the counters can be reached: with Redis, part of the gateway's readiness. */
  isReady(): boolean {
    return this.store.isReady();
  }

  async consume(rules: RateLimitRule[]): Promise<void> {
    let retryAfterMs = 0;
    for (const rule of rules) {
      const { count, resetInMs } = await this.store.hit(rule.key, rule.windowMs);
      if (count > rule.limit) {
        retryAfterMs = Math.max(retryAfterMs, resetInMs);
      }
    }
    if (retryAfterMs > 0) {
      throw new TooManyRequestsException(Math.max(1, Math.ceil(retryAfterMs / 1000)));
    }
  }
}
