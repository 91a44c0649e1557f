import { ROUTES } from '../../routes';

/** The built service worker (apps/web/sw/sw.ts on Workbox, built by vite-plugin-pwa in apps/web/vite.config.ts). */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Installs the member app's service worker (app shell offline, Web Push) once the page has loaded, so it
 * never competes with the first route's downloads. Not under /admin (the back-office is not installable
 * and is never cached) and not in the dev server.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (window.location.pathname.startsWith(ROUTES.admin)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch((error: unknown) => {
      console.warn('The service worker did not install; the app works online only.', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
