import { HttpException, HttpStatus } from '@nestjs/common';
import { RateLimitStore } from './rate-limit.store';

export interface RateLimitRule {
  /** What is counted, e.g. `store-login:address:203.0.113.9`. */
  key: string;
  limit: number;
  windowMs: number;
}

export class TooManyRequestsException extends HttpException {
  constructor(
    retryAfterSeconds: number,
    /** The limit that was passed: the answer's `RateLimit-Limit` header. */
    readonly limit?: number,
  ) {
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
    let passed: RateLimitRule | undefined;
    for (const rule of rules) {
      const { count, resetInMs } = await this.store.hit(rule.key, rule.windowMs);
      if (count > rule.limit && resetInMs >= retryAfterMs) {
        retryAfterMs = resetInMs;
        passed = rule;
      }
    }
    if (passed) {
      throw new TooManyRequestsException(Math.max(1, Math.ceil(retryAfterMs / 1000)), passed.limit);
    }
  }

  /**
   * Budgets of failures (failed logins of an account, of a device): `attempt` runs only while none is spent
   * (else 429 + Retry-After), and only an attempt that fails as `isFailure` says stays counted. Each attempt
   * takes its share first and a success gives it back, so attempts made in parallel cannot all pass a count
   * that has not yet heard of their failures.
   */
  async limitFailures<T>(
    rules: RateLimitRule[],
    attempt: () => Promise<T>,
    isFailure: (error: unknown) => boolean,
  ): Promise<T> {
    await this.consume(rules);
    let failed = false;
    try {
      return await attempt();
    } catch (error) {
      failed = isFailure(error);
      throw error;
    } finally {
      if (!failed) {
        await this.giveBack(rules);
      }
    }
  }

  /**
   * Counts one against every rule, refusing nothing: false when any is past its limit. For a caller that
   * decides itself what a spent budget means (find-id).
   */
  async spend(rules: RateLimitRule[]): Promise<boolean> {
    const within = await Promise.all(
      rules.map(async (rule) => (await this.store.hit(rule.key, rule.windowMs)).count <= rule.limit),
    );
    return within.every(Boolean);
  }

  /** Takes back the count of an attempt that did not fail. */
  async giveBack(rules: RateLimitRule[]): Promise<void> {
    await Promise.all(rules.map((rule) => this.store.release(rule.key, rule.windowMs)));
  }
}
