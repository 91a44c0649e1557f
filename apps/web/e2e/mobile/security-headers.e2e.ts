import { expect, pngImage, test, uniqueTag } from '../support/fixtures';
import { StampApi } from '../support/api';
import { expectSecurityHeaders, watchPageProblems } from '../support/page-problems';
import { type RunningProduct, startProduct } from '../support/product';

/**
 * A map tile server and a place search on hosts of their own (answered by the test, never the network), so
 * the page's policy must name them: a tile or search it blocks never reaches the test's answers.
 */
const TILE_HOST = 'https://tiles.stamp-e2e.example';
const PLACE_SEARCH_HOST = 'https://places.stamp-e2e.example';
const TILE = pngImage('tile', [200, 220, 200], 256, 256);

let product: RunningProduct;

test.beforeAll(async ({}, testInfo) => {
  product = await startProduct(testInfo.outputPath('product-with-map.log'), {
    MAP_TILE_URL: `${TILE_HOST}/{z}/{x}/{y}.png`,
    MAP_GEOCODER_URL: `${PLACE_SEARCH_HOST}/search?format=jsonv2&limit=1&q={query}`,
  });
});

test.afterAll(async () => {
  await product.stop();
});

test('the member app, its map of a store included, carries the security headers and breaks none of their rules', async ({
  page,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: product.baseUrl });
  const api = new StampApi(request);
  const admin = await api.adminLogin();
  const store = await api.createStoreWithPhotos(admin.token, { name: `Kapihan ${uniqueTag()}` });
  const member = await api.signUpMember();
  await request.dispose();
  let tiles = 0;
  let searches = 0;
  await page.route(`${TILE_HOST}/**`, (route) => {
    tiles++;
    return route.fulfill({ status: 200, contentType: 'image/png', body: TILE.buffer });
  });
  await page.route(`${PLACE_SEARCH_HOST}/**`, (route) => {
    searches++;
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify([{ lat: '14.5547', lon: '121.0244' }]),
    });
  });
  const problems = await watchPageProblems(page);
  const open = async (path: string) => {
    expectSecurityHeaders(await page.goto(`${product.baseUrl}${path}`));
  };

  await open('/mobile/index');
  await open('/mobile/login');
  await page.getByLabel('E-mail').fill(member.member_id);
  await page.getByLabel('Password').fill(member.member_pass);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await open(`/store/coupon/${String(store.id)}/Map`);
  await expect(page.getByRole('region', { name: "Map of the store's place" })).toBeVisible();
  await expect.poll(() => tiles).toBeGreaterThan(0);
  await open(`/store/coupon/${String(store.id)}/Map/photo`);
  await expect(page.getByRole('img', { name: /photo/ }).first()).toBeVisible();
  for (const path of ['/home', '/my-coupon', '/account', '/account/push-message']) {
    await open(path);
    await page.waitForLoadState('networkidle');
  }

  expect(searches).toBeGreaterThan(0);
  expect(problems()).toEqual([]);
});
