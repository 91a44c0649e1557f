import type { DevicePlatform, PushType } from '@stamp/shared';

/** What a device shows: the same title and text as the inbox, and where tapping it leads. */
export interface PushNotification {
  messageId: number;
  type: PushType;
  title: string;
  body: string;
}

export interface DeviceTarget {
  /** The device's bigint id, as text. */
  id: string;
  token: string;
  platform: DevicePlatform;
}

/** How one send went, as far as delivery decides what to do next. */
export type SendOutcome =
  | { kind: 'sent' }
  /** The provider no longer knows the token (404/410, UNREGISTERED): remove it. */
  | { kind: 'unregistered'; reason: string }
  /** Worth trying again later (429, 5xx, timeout, network): after `retryAfterMs` when the provider said so. */
  | { kind: 'retry'; reason: string; retryAfterMs?: number }
  /** Refused for good (another 4xx): not retried; the token stays. */
  | { kind: 'rejected'; reason: string };

/** One push provider (FCM, Web Push, ...): one class each, all behind this interface. */
export interface PushProvider {
  readonly name: string;
  readonly platforms: readonly DevicePlatform[];
  send(device: DeviceTarget, notification: PushNotification): Promise<SendOutcome>;
}

/** The providers configured by the environment (none: delivery is off). */
export const PUSH_PROVIDERS = Symbol('PUSH_PROVIDERS');

/** The fetch function providers speak HTTP with (tests may pass their own). */
export type FetchFn = typeof fetch;

/** Seconds or an HTTP date in a Retry-After header, as milliseconds from now. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) {
    return undefined;
  }
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) {
    return seconds * 1000;
  }
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The outcome of a status that says nothing more specific: 429 and 5xx are retried, other 4xx are not. */
export function outcomeOfStatus(status: number, reason: string, retryAfter: string | null): SendOutcome {
  if (status === 404 || status === 410) {
    return { kind: 'unregistered', reason };
  }
  if (status === 429 || status >= 500) {
    return { kind: 'retry', reason, retryAfterMs: retryAfterMs(retryAfter) };
  }
  return { kind: 'rejected', reason };
}

/** A network failure or timeout is worth retrying. */
export function outcomeOfNetworkError(error: unknown): SendOutcome {
  return { kind: 'retry', reason: error instanceof Error ? error.message : String(error) };
}
