import { setDeviceToken } from './pushDevice';
import { nativeWrapper } from './utils/nativeWrapper';

/** What the native wrappers call (docs/native-bridge.md). */
export interface StampBridge {
  /** The bridge's version: wrappers may check it before calling. */
  readonly version: 1;
  /** The wrapper's FCM registration token, after every page load and whenever FCM renews it. */
  setPushToken(token: string): void;
}

declare global {
  interface Window {
    StampBridge?: StampBridge;
  }
}

/** The message a wrapper may post instead of calling the bridge: `{type: 'stamp:push-token', token}`. */
export const PUSH_TOKEN_MESSAGE = 'stamp:push-token';

function takeToken(token: unknown): void {
  const platform = nativeWrapper();
  if (!platform || typeof token !== 'string' || token.trim() === '') return;
  setDeviceToken({ token: token.trim(), platform });
}

/**
 * Installs `window.StampBridge` and the `message` listener, at page load, before the wrapper's first
 * call. Only a page inside a wrapper (by user agent) takes a token; a plain browser uses Web Push.
 */
export function installNativeBridge(): void {
  window.StampBridge = { version: 1, setPushToken: takeToken };
  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    // evaluateJavascript / evaluateJavaScript run in the page, so their messages come from its own origin.
    if (event.origin !== window.location.origin) return;
    const data = event.data;
    if (typeof data !== 'object' || data === null) return;
    const { type, token } = data as Record<string, unknown>;
    if (type === PUSH_TOKEN_MESSAGE) takeToken(token);
  });
}
