import type { Route } from '@playwright/test';

import { PHOTOS, expect, expectToast, test, uniqueTag } from '../support/fixtures';

test('a store registered with photos while the request carrying them fails once is, sent again, one store with its photos', async ({
  adminPage: page,
  api,
  adminSession,
}) => {
  const name = `Retry Roast ${uniqueTag()}`;
  // The request that carries the photos fails once with the service unavailable: the store's one multipart
  // request (or, were the photos uploaded after the store, that upload, which left the store behind).
  let failed = false;
  let uploads = 0;
  const failOnce = async (route: Route) => {
    if (route.request().method() !== 'POST' || failed) {
      await route.fallback();
      return;
    }
    failed = true;
    await route.fulfill({
      status: 503,
      json: { statusCode: 503, message: 'Service Unavailable', errors: ['Service Unavailable'] },
    });
  };
  await page.route('**/api/v1/store/create', async (route) => {
    if (route.request().headers()['content-type']?.startsWith('multipart/form-data')) {
      await failOnce(route);
    } else {
      await route.fallback();
    }
  });
  await page.route('**/api/v1/upload/image/**', async (route) => {
    uploads += 1;
    await failOnce(route);
  });

  await page.goto('/admin/index/create-store');
  const code = page.getByLabel('Store code');
  await expect(code).toHaveValue(/^[A-Z0-9]{6}$/);
  await page.getByLabel('Store name').fill(name);
  await page.getByLabel('Stamp password').fill('135790');
  await page.getByLabel('Owner name').fill('Andres Bonifacio');
  await page.getByLabel('E-mail').fill(`owner-${(await code.inputValue()).toLowerCase()}@retryroast.ph`);
  await page.getByLabel('Store phone').fill('0384119900');
  await page.getByLabel('Admin mobile phone').fill('09181230000');
  await page.getByLabel('Region').selectOption('Region VII (Central Visayas)');
  await page.getByLabel('Province/City').selectOption('Bohol');
  await page.getByLabel('Address').fill('9 Gallares St., Tagbilaran');
  await page.getByLabel('Choose photo').setInputFiles(PHOTOS.storefront);
  await page.getByLabel('Add photos').setInputFiles([PHOTOS.counter, PHOTOS.coffee]);

  await page.getByRole('button', { name: 'register' }).click();
  await expect(page.getByRole('alert').first()).toHaveText(/^Error: /);
  expect(failed).toBe(true);
  expect(await api.findStoresByName(name, adminSession.token)).toEqual([]);

  await page.getByRole('button', { name: 'register' }).click();
  await expectToast(page, '등록되었습니다.');
  await expect(page).toHaveURL(/\/admin\/index\/store-member$/);
  const search = page.getByRole('search', { name: 'Search' });
  await search.getByLabel('Search by').selectOption('Store name');
  await search.getByLabel('Store name').fill(name);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row', { name: /^Edit store: / })).toHaveCount(1);
  const row = page.getByRole('row', { name: `Edit store: ${name}` });
  await row.click();
  const popup = page.getByRole('dialog', { name: 'Edit store' });
  await expect(popup.getByRole('img', { name: 'Representative photo 1', exact: true })).toBeVisible();
  await expect(popup.getByRole('img', { name: /^Photos \d$/ })).toHaveCount(2);

  const stores = await api.findStoresByName(name, adminSession.token);
  expect(stores).toHaveLength(1);
  const stored = await api.getStore(stores[0]?.id ?? 0, adminSession.token);
  expect(stored.Images.map((image) => image.type).sort()).toEqual(['normal', 'normal', 'representative']);
  expect(uploads).toBe(0);
});
