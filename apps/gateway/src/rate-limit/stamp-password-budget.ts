import { DomainError, LoyaltyErrorCode } from '@stamp/contracts';
import { LRUCache } from 'lru-cache';
import { AbuseLimits } from './abuse-limits';
import { RateLimitStore } from './rate-limit.store';

/** Addresses whose spent budget one gateway remembers at most (the oldest forgotten first). */
const SPENT_ADDRESSES = 100_000;

/** A stamp or redemption refused for its password: wrong, or not looked at (a lockout, a store's cap). */
function isRefusedPassword(error: unknown): boolean {
  return (
    error instanceof DomainError &&
    (error.code === LoyaltyErrorCode.WrongPassword || error.code === LoyaltyErrorCode.TooManyAttempts)
  );
}

/**
 * The budget of wrong stamp passwords per client address (docs/abuse-limits.md). Only a stamp or redemption
 * refused for its password counts, never a correct one, and a correct one costs no look-up either: a store's
 * Wi-Fi puts hundreds of members behind one address. Once an address has spent its budget, this gateway
 * remembers so until the window ends and tells the loyalty service with each of that address's stamps and
 * redemptions, and the loyalty service checks no password of members who have never stamped at the store
 * (members who have keep stamping). Another gateway replica learns of it at the address's next refusal, so
 * each replica lets at most one more guess through.
 */
export class StampPasswordBudget {
  /** Spent addresses and when their window ends (epoch ms). */
  private readonly spent = new LRUCache<string, number>({ max: SPENT_ADDRESSES });

  constructor(
    private readonly store: RateLimitStore,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Runs a stamp or redemption from `address`, telling it how many seconds are left of the address's spent
   * budget (undefined: not spent); counts it when it comes back refused for its password.
   */
  async attempt<T>(
    address: string,
    call: (addressLockedSeconds: number | undefined) => Promise<T>,
  ): Promise<T> {
    try {
      return await call(this.lockedSeconds(address));
    } catch (error) {
      if (isRefusedPassword(error)) {
        await this.countRefused(address);
      }
      throw error;
    }
  }

  private lockedSeconds(address: string): number | undefined {
    const until = this.spent.get(address);
    if (until === undefined) {
      return undefined;
    }
    const left = until - this.now();
    if (left <= 0) {
      this.spent.delete(address);
      return undefined;
    }
    return Math.ceil(left / 1000);
  }

  private async countRefused(address: string): Promise<void> {
    const rule = AbuseLimits.wrongStampPasswords(address);
    const { count, resetInMs } = await this.store.hit(rule.key, rule.windowMs);
    if (count >= rule.limit) {
      this.spent.set(address, this.now() + resetInMs);
    }
  }
}
