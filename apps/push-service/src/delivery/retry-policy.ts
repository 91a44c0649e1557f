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

/** Sends once, and again with backoff while the provider says "retry", up to the policy's attempts. */
export async function sendWithRetries(
  provider: PushProvider,
  device: DeviceTarget,
  notification: PushNotification,
  policy: RetryPolicy,
  sleep: Sleep = realSleep,
): Promise<{ outcome: SendOutcome; attempts: number }> {
  let attempt = 1;
  for (;;) {
    const outcome = await provider.send(device, notification);
    if (outcome.kind !== 'retry' || attempt >= policy.attempts) {
      return { outcome, attempts: attempt };
    }
    await sleep(backoffMs(policy, attempt, outcome.retryAfterMs));
    attempt++;
  }
}
