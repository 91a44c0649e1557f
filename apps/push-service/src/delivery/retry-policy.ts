import { retrying } from '@stamp/server-kit/process';
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

/** A "retry" answer, thrown so that `retrying` counts it as a failed attempt. */
class RetryAnswer extends Error {
  constructor(readonly outcome: SendOutcome & { kind: 'retry' }) {
    super(outcome.reason);
  }
}

/**
 * Sends once, and again with backoff while the provider says "retry", up to the policy's attempts (counted by
 * p-retry, through `retrying`; other answers and thrown errors end it at once). With a `pause`, waits out the
 * provider's hold before each try and extends it by every Retry-After answered. The wait between tries is
 * ours (`backoffMs`, through `sleep`): p-retry's own delay has neither Retry-After nor full jitter.
 */
export async function sendWithRetries(
  provider: PushProvider,
  device: DeviceTarget,
  notification: PushNotification,
  policy: RetryPolicy,
  sleep: Sleep = realSleep,
  pause?: ProviderPause,
): Promise<{ outcome: SendOutcome; attempts: number }> {
  let attempts = 0;
  try {
    const outcome = await retrying(
      async (attemptNumber) => {
        attempts = attemptNumber;
        await pause?.wait(sleep);
        const answer = await provider.send(device, notification);
        if (answer.kind === 'retry') {
          throw new RetryAnswer(answer);
        }
        return answer;
      },
      {
        attempts: policy.attempts,
        retryable: (error) => error instanceof RetryAnswer,
        beforeRetry: async (error, attemptNumber) => {
          const { retryAfterMs } = (error as RetryAnswer).outcome;
          if (retryAfterMs !== undefined) {
            pause?.hold(Math.min(policy.maxMs, retryAfterMs));
          }
          await sleep(backoffMs(policy, attemptNumber, retryAfterMs));
        },
      },
    );
    return { outcome, attempts };
  } catch (error) {
    if (error instanceof RetryAnswer) {
      return { outcome: error.outcome, attempts };
    }
    throw error;
  }
}
