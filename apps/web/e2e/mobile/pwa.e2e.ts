import { statSync } from 'node:fs';

import { expect, test } from '../support/fixtures';

/** Where the build wrote the web app: its compressed copies are beside each file. */
const WEB_DIST = 'apps/web/dist';

interface WebManifest {
  name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

test('the member app is installable: a manifest with a /home start and 192/512 px icons (and a maskable one) that load', async ({
  page,
  request,
}) => {
  await page.goto('/home');

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await request.get(href ?? '')).json()) as WebManifest;
  expect(manifest).toMatchObject({ name: 'Stamp', start_url: '/home', display: 'standalone' });
  expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(manifest.theme_color);
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of manifest.icons) {
    const answer = await request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
  }
});

test('the app’s files and its service worker are served compressed (Brotli, else gzip) from the build’s copies', async ({
  page,
  request,
}) => {
  await page.goto('/home');
  const entry = await page.locator('script[type="module"]').getAttribute('src');
  expect(entry).toMatch(/^\/assets\/index-.+\.js$/);
  for (const file of [entry ?? '', '/sw.js']) {
    for (const [encoding, extension] of [
      ['br', 'br'],
      ['gzip', 'gz'],
    ] as const) {
      const answer = await request.get(file, { headers: { 'accept-encoding': encoding } });
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-encoding']).toBe(encoding);
      expect(answer.headers()['content-type']).toMatch(/javascript/);
      // The copy the build wrote, not one compressed for this request (which has no length: it is streamed).
      expect(answer.headers()['content-length']).toBe(
        String(statSync(`${WEB_DIST}${file}.${extension}`).size),
      );
    }
  }
});

test('the service worker installs and the shell opens offline; the back-office and the API are not served from it', async ({
  page,
  context,
}) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Find a store' })).toBeVisible();
  const worker = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const controlled = navigator.serviceWorker.controller !== null;
      return { script: registration.active?.scriptURL, state: registration.active?.state, controlled };
    });
  await expect.poll(worker).toEqual({
    script: expect.stringMatching(/\/sw\.js$/),
    state: 'activated',
    controlled: true,
  });

  await context.setOffline(true);
  const offline = await page.reload();

  expect(offline?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Find a store' })).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  // The cache holds the shell only: no API answer, nothing of the back-office, no common-password list.
  const cached = await page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      paths.push(...(await cache.keys()).map((entry) => new URL(entry.url).pathname));
    }
    return paths;
  });
  expect(cached).toContain('/index.html');
  expect(cached.filter((path) => /^\/(api|wifi-user)\/|AdminApp|commonPasswordList/.test(path))).toEqual([]);
  // The back-office is never answered from the cache: offline, it does not open.
  await expect(page.goto('/admin/login')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);

  await context.setOffline(false);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Find a store' })).toBeVisible();
});

test('the hand-made service worker’s shell caches are dropped once the Workbox one is active', async ({
  page,
}) => {
  // A page of the origin that does not register the worker: the cache the previous worker would have left.
  await page.goto('/readyz');
  await page.evaluate(async () => {
    const cache = await caches.open('stamp-shell-0123456789abcdef');
    await cache.put('/index.html', new Response('<!doctype html><title>old deploy</title>'));
  });

  await page.goto('/home');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await expect
    .poll(() =>
      page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('stamp-shell-'))),
    )
    .toEqual([]);
  expect(await page.evaluate(() => caches.keys())).toEqual([expect.stringMatching(/^workbox-precache-v2-/)]);
});

test('the service worker shows a Web Push message as a notification, with a link of this site only', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications']);
  const cdp = await context.newCDPSession(page);
  const registrationIds = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const registration of registrations) {
      if (!registration.isDeleted) registrationIds.set(registration.scopeURL, registration.registrationId);
    }
  });
  await cdp.send('ServiceWorker.enable');
  await page.goto('/home');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const origin = new URL(baseURL ?? '').origin;
  await expect.poll(() => registrationIds.get(`${origin}/`)).toBeTruthy();
  const push = async (payload: unknown) => {
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registrationIds.get(`${origin}/`) ?? '',
      data: JSON.stringify(payload),
    });
  };
  const notifications = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const shown = await registration.getNotifications();
      return shown.map(({ title, body, tag, data }) => ({ title, body, tag, data: data as unknown }));
    });

  // The push service's payload (docs/push.md): its link opens on a tap; one of another site never does.
  await push({
    title: 'New store',
    body: 'Kape ni Juan is open.',
    data: { push_message_id: 7, link: '/home' },
  });
  await push({
    title: 'Elsewhere',
    body: 'Not a link of ours.',
    data: { push_message_id: 8, link: 'https://example.com/' },
  });

  await expect.poll(notifications).toEqual(
    expect.arrayContaining([
      { title: 'New store', body: 'Kape ni Juan is open.', tag: 'push-7', data: { link: '/home' } },
      {
        title: 'Elsewhere',
        body: 'Not a link of ours.',
        tag: 'push-8',
        data: { link: '/account/push-message' },
      },
    ]),
  );
});
