/**
 * The member app's service worker (built by vite/serviceWorker.ts into /sw.js, which puts the two
 * constants below in front of it). It keeps the app shell (index.html, the member app's JS and CSS, the
 * manifest and icons) in a cache named by the build's version, so the member app opens offline; it never
 * caches an API answer, an image or anything of the back-office; and it shows Web Push messages.
 */

/** The shell's URLs, from the build. */
declare const SHELL_FILES: readonly string[];
/** A hash of the shell's names and contents, from the build: a new deploy is a new cache. */
declare const SHELL_VERSION: string;

const worker = self as unknown as ServiceWorkerGlobalScope;

const CACHE_PREFIX = 'stamp-shell-';
const CACHE = `${CACHE_PREFIX}${SHELL_VERSION}`;
const SHELL = new Set(SHELL_FILES);
const INDEX = '/index.html';
/** On a connection that hangs, a page opens from the shell after this long rather than never. */
const NAVIGATION_TIMEOUT_MS = 4000;
/** Where a notification without a (safe) link of its own opens. */
const INBOX = '/account/push-message';

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll([...SHELL]);
      await worker.skipWaiting();
    })(),
  );
});

// The previous versions' caches go: nothing of an old deploy is served once this one is active.
worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
          .map((name) => caches.delete(name)),
      );
      await worker.clients.claim();
    })(),
  );
});

/** The back-office, the API and the member API are never answered from a cache. */
function isMemberAppPage(url: URL): boolean {
  return !/^\/(admin|api|wifi-user)(\/|$)/.test(url.pathname);
}

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => {
    setTimeout(() => {
      reject(new Error(`no answer in ${ms} ms`));
    }, ms);
  });
}

/** A member-app page: the network first (a deploy shows at once), the cached shell when offline. */
async function openPage(request: Request): Promise<Response> {
  try {
    return await Promise.race([fetch(request), timeout(NAVIGATION_TIMEOUT_MS)]);
  } catch (error) {
    const shell = await caches.match(INDEX, { cacheName: CACHE });
    if (shell) return shell;
    throw error;
  }
}

/** A shell file (hashed names never change content): from the cache, else the network. */
async function shellFile(request: Request): Promise<Response> {
  return (await caches.match(request, { cacheName: CACHE })) ?? fetch(request);
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (request.mode === 'navigate') {
    if (isMemberAppPage(url)) event.respondWith(openPage(request));
    return;
  }
  if (SHELL.has(url.pathname)) event.respondWith(shellFile(request));
  // Anything else (API answers with member data, images, the back-office's files) is left to the network.
});

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

worker.addEventListener('push', (event) => {
  const push = readPush(event.data);
  event.waitUntil(
    worker.registration.showNotification(push.title, {
      body: push.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: push.tag,
      data: { link: push.link },
    }),
  );
});

// A tap on the notification focuses an open member-app window on the link, or opens one.
worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { link?: unknown } | null;
  const link = safeLink(data?.link);
  event.waitUntil(
    (async () => {
      const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => isMemberAppPage(new URL(client.url)));
      if (open) {
        await open.focus();
        await open.navigate(link);
        return;
      }
      await worker.clients.openWindow(link);
    })(),
  );
});
