import { memberToken } from '../session';
import type { DeviceRegistration } from './api/registerDevice';

/** Where the device's token is kept between page loads (it belongs to the device, not to a member). */
export const DEVICE_TOKEN_KEY = 'pushDevice';

let registeredFor: string | null = null;
const listeners = new Set<() => void>();

function isDevice(value: unknown): value is DeviceRegistration {
  if (typeof value !== 'object' || value === null) return false;
  const { token, platform } = value as Record<string, unknown>;
  return (
    typeof token === 'string' &&
    token !== '' &&
    (platform === 'android' || platform === 'ios' || platform === 'web')
  );
}

/** The token the wrapper (or the browser's push subscription) handed over, if any. */
export function deviceToken(): DeviceRegistration | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(DEVICE_TOKEN_KEY) ?? 'null');
    return isDevice(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** Keeps the device's token and tells the registration hook (which posts it for a logged-in member). */
export function setDeviceToken(device: DeviceRegistration): void {
  localStorage.setItem(DEVICE_TOKEN_KEY, JSON.stringify({ token: device.token, platform: device.platform }));
  listeners.forEach((listener) => {
    listener();
  });
}

export function onDeviceToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Posts the device's token once per token and member session: nothing without a logged-in member, nothing
 * again for the same pair, again after a new login (a new member token) or a new device token. A failed
 * post is tried again at the next chance (the next route change or token).
 */
export async function registerDeviceOnce(post: (device: DeviceRegistration) => Promise<void>): Promise<void> {
  const device = deviceToken();
  const member = memberToken();
  if (!device || !member) return;
  const key = `${device.platform}\n${device.token}\n${member}`;
  if (registeredFor === key) return;
  registeredFor = key;
  try {
    await post(device);
  } catch (error) {
    registeredFor = null;
    console.warn('The push device token was not registered; it is tried again later.', error);
  }
}

/** For the tests: forget what was posted. */
export function resetDeviceRegistration(): void {
  registeredFor = null;
}
