import { DeviceTarget, PushNotification, PushProvider, SendOutcome } from './providers/push-provider';

export interface RetryPolicy {
  attempts: number;
  baseMs: number;
  maxMs: number;
}

export type Sleep = (ms: number) => Promise<void>;

export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The wait before try `attempt + 1` (attempt counts from 1): the provider's Retry-After when it gave one,
 * else exponential backoff with full jitter; never over `maxMs`.
 */
export function backoffMs(
  policy: RetryPolicy,
  attempt: number,
  retryAfter?: number,
  random = Math.random,
): number {
  if (retryAfter !== undefined) {
    return Math.min(policy.maxMs, retryAfter);
  }
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * A provider's Retry-After holds every send to that provider, not only the one it answered: a 429 is about
 * the project's quota, and the other requests in flight would only meet the same answer.
 */
export class ProviderPause {
  private until = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** No send before `ms` from now (a later hold wins). */
  hold(ms: number): void {
    this.until = Math.max(this.until, this.now() + ms);
  }

  /** Waits out the hold, if any. */
  async wait(sleep: Sleep): Promise<void> {
    const left = this.until - this.now();
    if (left > 0) {
      await sleep(left);
    }
  }
}

/**
 * Sends once, and again with backoff while the provider says "retry", up to the policy's attempts. With a
 * `pause`, waits out the provider's hold before each try and extends it by every Retry-After answered.
 */
export async function sendWithRetries(
  provider: PushProvider,
  device: DeviceTarget,
  notification: PushNotification,
  policy: RetryPolicy,
  sleep: Sleep = realSleep,
  pause?: ProviderPause,
): Promise<{ outcome: SendOutcome; attempts: number }> {
  let attempt = 1;
  for (;;) {
    await pause?.wait(sleep);
    const outcome = await provider.send(device, notification);
    if (outcome.kind !== 'retry' || attempt >= policy.attempts) {
      return { outcome, attempts: attempt };
    }
    if (outcome.retryAfterMs !== undefined) {
      pause?.hold(Math.min(policy.maxMs, outcome.retryAfterMs));
    }
    await sleep(backoffMs(policy, attempt, outcome.retryAfterMs));
    attempt++;
  }
}
