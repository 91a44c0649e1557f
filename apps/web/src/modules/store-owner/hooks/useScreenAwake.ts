import { useEffect } from 'react';

/**
 * Keeps the phone's screen on while the component is shown (the counter's code must stay readable), where
 * the browser has the Screen Wake Lock API; elsewhere the screen dims as usual.
 */
export function useScreenAwake(): void {
  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let released = false;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock
        .request('screen')
        .then((granted) => {
          if (released) void granted.release();
          else lock = granted;
        })
        // Refused (battery saver, no user gesture yet): the screen dims as it would anyway.
        .catch(() => undefined);
    };
    request();
    // A lock ends when the page is hidden; take it again when the page comes back.
    document.addEventListener('visibilitychange', request);
    return () => {
      released = true;
      document.removeEventListener('visibilitychange', request);
      void lock?.release();
    };
  }, []);
}
