/**
 * The member app's service worker, on Workbox. vite-plugin-pwa (`injectManifest`, apps/web/vite.config.ts)
 * builds it into /sw.js and writes the precache list in place of `self.__WB_MANIFEST`: the member app's shell
 * (index.html, its JS and CSS, the web manifest and icons; apps/web/build/memberShell.ts picks them), each
 * with a revision, so a deploy fetches only what changed. It never caches an API answer, an image or anything
 * of the back-office; and it shows Web Push messages.
 */
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  PrecacheFallbackPlugin,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const INDEX = '/index.html';
/** On a connection that hangs, a page opens from the shell after this long rather than never. */
const NAVIGATION_TIMEOUT_SECONDS = 4;
/** Where a notification without a (safe) link of its own opens. */
const INBOX = '/account/push-message';
/** The back-office, the API and the member API: never answered from a cache. */
const NOT_MEMBER_APP = /^\/(admin|api|wifi-user)(\/|$)/;
/** The caches of the hand-made service worker this one replaces (`stamp-shell-<version>`). */
const HAND_MADE_CACHE_PREFIX = 'stamp-shell-';

function isMemberAppPage(url: URL): boolean {
  return !NOT_MEMBER_APP.test(url.pathname);
}

// A new deploy takes over at once (install, then activate without waiting for the member app's tabs to
// close, and control of the open ones); its precache replaces the previous one's, whose entries go.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith(HAND_MADE_CACHE_PREFIX)).map((name) => caches.delete(name)),
      );
    })(),
  );
});

// A member-app page: the network first (a deploy shows at once), the precached index.html when offline or
// when no answer comes in time. Registered before the precache's route, so a navigation never takes the
// cached index.html while the network answers.
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS,
      plugins: [new PrecacheFallbackPlugin({ fallbackURL: INDEX })],
    }),
    { denylist: [NOT_MEMBER_APP] },
  ),
);

// Shell files (hashed names never change content): from the precache, else the network. Anything else (API
// answers with member data, images, the back-office's files) is left to the network.
precacheAndRoute(self.__WB_MANIFEST);

interface PushPayload {
  title: string;
  body: string;
  link: string;
  tag?: string;
}

/** A path of this site (never another origin) from the push, else the inbox. */
function safeLink(value: unknown): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : INBOX;
}

/** The push service's payload: `{title, body, data: {push_message_id, type, link}}` (docs/push.md). */
function readPush(data: PushMessageData | null): PushPayload {
  let parsed: unknown = null;
  try {
    parsed = data?.json();
  } catch {
    parsed = { body: data?.text() };
  }
  const value = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>;
  const extra = (typeof value.data === 'object' && value.data !== null ? value.data : {}) as Record<
    string,
    unknown
  >;
  const id = extra.push_message_id;
  return {
    title: typeof value.title === 'string' && value.title ? value.title : 'Stamp',
    body: typeof value.body === 'string' ? value.body : '',
    link: safeLink(extra.link),
    tag: typeof id === 'number' || typeof id === 'string' ? `push-${id}` : undefined,
  };
}

self.addEventListener('push', (event) => {
  const push = readPush(event.data);
  event.waitUntil(
    self.registration.showNotification(push.title, {
      body: push.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: push.tag,
      data: { link: push.link },
    }),
  );
});

// A tap on the notification focuses an open member-app window on the link, or opens one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { link?: unknown } | null;
  const link = safeLink(data?.link);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => isMemberAppPage(new URL(client.url)));
      if (open) {
        await open.focus();
        await open.navigate(link);
        return;
      }
      await self.clients.openWindow(link);
    })(),
  );
});
