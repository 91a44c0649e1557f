import { nativeWrapper } from './nativeWrapper';

/** Web Push is for a plain browser that has a service worker, push and notifications (not the wrappers). */
export function webPushSupported(): boolean {
  return (
    nativeWrapper() === null &&
    'serviceWorker' in navigator &&
    typeof window.PushManager === 'function' &&
    typeof window.Notification === 'function'
  );
}

/** The VAPID key (URL-safe base64) as the bytes `pushManager.subscribe` wants. */
export function vapidKeyBytes(key: string): Uint8Array<ArrayBuffer> {
  const base64 = (key + '='.repeat((4 - (key.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Asks for permission (only ever from a tap), subscribes with the key; null when the member says no. */
export async function subscribeToWebPush(key: string): Promise<PushSubscription | null> {
  if ((await Notification.requestPermission()) !== 'granted') return null;
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: vapidKeyBytes(key),
  });
}
