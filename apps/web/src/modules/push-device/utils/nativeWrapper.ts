/** The native wrappers' platforms (the contract's device platforms besides 'web'). */
export type WrapperPlatform = 'android' | 'ios';

/**
 * What each native wrapper appends to its WebView's user agent, followed by `/` and its version
 * (docs/native-bridge.md): `... StampApp-Android/1.4.0`, `... StampApp-iOS/1.4.0`.
 */
export const WRAPPER_AGENT_MARKERS: Readonly<Record<WrapperPlatform, string>> = {
  android: 'StampApp-Android',
  ios: 'StampApp-iOS',
};

const WRAPPER_AGENT = /(?:^|\s)StampApp-(Android|iOS)\/\d[\w.-]*/;

/** The native wrapper this page runs in, from its user agent; null in a plain browser. */
export function nativeWrapper(userAgent: string = navigator.userAgent): WrapperPlatform | null {
  const match = WRAPPER_AGENT.exec(userAgent);
  if (!match) return null;
  return match[1] === 'Android' ? 'android' : 'ios';
}
