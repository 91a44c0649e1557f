import type { QueryClient } from '@tanstack/react-query';

/** The built service worker (apps/web/sw/sw.ts on Workbox, built by vite-plugin-pwa in apps/web/vite.config.ts). */
export const SERVICE_WORKER_URL = '/sw.js';

/** How often the page is looked at for a quiet moment to install the worker in. */
export const QUIET_CHECK_MS = 500;

/**
 * Installs the member app's service worker (app shell offline, Web Push) at the first quiet moment after the
 * page has loaded: no call of the screen in flight. Its install downloads the whole shell, and on a slow
 * connection those downloads would hold up the first screen's own calls (the stamp page's three) and so its
 * first paint. The member app calls it once, with its query client; nothing is installed in the dev server.
 */
export function registerServiceWorker(queryClient: QueryClient): void {
  const timer = setInterval(() => {
    if (document.readyState !== 'complete' || queryClient.isFetching()) return;
    clearInterval(timer);
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch((error: unknown) => {
      console.warn('No service worker:', error);
    });
  }, QUIET_CHECK_MS);
}
