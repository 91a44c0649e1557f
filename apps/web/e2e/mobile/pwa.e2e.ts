import { expect, test } from '../support/fixtures';

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

test('the app’s files are served compressed (Brotli, else gzip) to a browser that accepts it', async ({
  page,
  request,
}) => {
  await page.goto('/home');
  const entry = await page.locator('script[type="module"]').getAttribute('src');
  expect(entry).toMatch(/^\/assets\/index-.+\.js$/);
  for (const encoding of ['br', 'gzip']) {
    const answer = await request.get(entry ?? '', { headers: { 'accept-encoding': encoding } });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-encoding']).toBe(encoding);
    expect(answer.headers()['content-type']).toMatch(/javascript/);
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
