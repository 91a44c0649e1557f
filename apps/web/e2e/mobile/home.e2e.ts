import type { Page } from '@playwright/test';

import { expect, expectNoSeriousA11yViolations, snap, test, uniqueTag } from '../support/fixtures';

const REGION = 'Region VII (Central Visayas)';

async function searchArea(page: Page, province: string): Promise<void> {
  await page.getByLabel('Region').selectOption(REGION);
  await expect(page.getByRole('option', { name: province })).toBeAttached();
  await page.getByLabel('Province/City').selectOption(province);
  await page.getByRole('button', { name: 'Search' }).click();
}

test('find stores by region and province, sorted, with their photo or a placeholder; a visitor who taps one goes to login', async ({
  page,
  api,
  adminSession,
}) => {
  const tag = uniqueTag();
  const place = { region: REGION, province: 'Cebu City' };
  const lechon = await api.createStoreWithPhotos(adminSession.token, {
    ...place,
    name: `Lechon ni Ana ${tag}`,
    address: '12 Osmeña Blvd.',
    normal: [],
  });
  await api.createMission(adminSession.token, lechon.id);
  await api.createStore(adminSession.token, {
    ...place,
    name: `Bakery ni Ben ${tag}`,
    address: '3 Colon St.',
  });

  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Find a store' })).toBeVisible();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select region and province.');
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/home-search');

  await searchArea(page, 'Cebu City');
  await expect(page).toHaveURL(/\/home\?region=Region.+&province=Cebu\+City$/);
  await expect(page.getByRole('heading', { name: '2 stores' })).toBeVisible();
  const cards = page.getByRole('list').getByRole('button');
  await expect(cards).toHaveCount(2);
  // Alphabetical first: the bakery, then the lechon place with its promotion mark and its photo.
  await expect(cards.nth(0)).toContainText(`Bakery ni Ben ${tag}`);
  await expect(cards.nth(1)).toContainText(`Lechon ni Ana ${tag}`);
  await expect(cards.nth(1)).toContainText('12 Osmeña Blvd., Cebu City');
  await expect(cards.nth(1)).toContainText('0281234567');
  await expect(cards.nth(1).getByText('Promotion in progress')).toBeAttached();
  await expect(cards.nth(0).getByText('Promotion in progress')).toHaveCount(0);
  const photo = cards.nth(1).locator('img');
  await expect(photo).toHaveAttribute('width', '88');
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(cards.nth(0).locator('img')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/home');

  await page.getByLabel('Sort').selectOption('Registration date');
  await expect(page).toHaveURL(/sort=newest/);
  await expect(cards.nth(0)).toContainText(`Bakery ni Ben ${tag}`);
  await page.reload();
  await expect(page.getByLabel('Sort')).toHaveValue('newest');
  await expect(page.getByRole('heading', { name: '2 stores' })).toBeVisible();

  await cards.nth(1).click();
  await expect(page).toHaveURL(/\/mobile\/login$/);
});

test("a store without a mission says 'No promotion in progress', then opens its map page: address and maps link without a tile server, photos, notices", async ({
  page,
  api,
  adminSession,
}) => {
  const tag = uniqueTag();
  const store = await api.createStoreWithPhotos(adminSession.token, {
    region: REGION,
    province: 'Mandaue City',
    name: `Sari-sari ni Lito ${tag}`,
    address: '8 A. C. Cortes Ave.',
  });
  await api.createNotice(adminSession.token, store.id, 'Holiday hours', 'We open at 10 am on December 24.');
  const member = await api.signUpMember();
  await page.goto('/mobile/login');
  await page.getByLabel('E-mail').fill(member.member_id);
  await page.getByLabel('Password').fill(member.member_pass);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/home$/);

  await searchArea(page, 'Mandaue City');
  await page.getByRole('button', { name: new RegExp(`Sari-sari ni Lito ${tag}`) }).click();
  const modal = page.getByRole('alertdialog', { name: 'No promotion in progress' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'See the store' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/home-no-promotion');
  await modal.getByRole('button', { name: 'See the store' }).click();

  await expect(page).toHaveURL(new RegExp(`/store/coupon/${String(store.id)}/Map$`));
  await expect(page.getByRole('heading', { level: 1, name: `Sari-sari ni Lito ${tag}` })).toBeVisible();
  await expect(page.getByText('8 A. C. Cortes Ave.')).toBeVisible();
  await expect(page.getByText('Mandaue City, Region VII (Central Visayas)')).toBeVisible();
  const mapsLink = page.getByRole('link', { name: 'Open in maps app' });
  await expect(mapsLink).toHaveAttribute('href', /8%20A\.%20C\.%20Cortes%20Ave\.%2C%20Mandaue%20City/);
  await expect(page.getByRole('region', { name: "Map of the store's place" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/store-map');

  await page.getByRole('link', { name: 'photo' }).click();
  await expect(page).toHaveURL(/\/Map\/photo$/);
  const photos = page.getByRole('img', { name: new RegExp(`Sari-sari ni Lito ${tag}, photo`) });
  await expect(photos).toHaveCount(3);
  await expect
    .poll(() => photos.first().evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/store-photos');

  await page.getByRole('link', { name: 'notice' }).click();
  await expect(page).toHaveURL(/\/Map\/notice$/);
  await expect(page.getByRole('heading', { name: 'Holiday hours' })).toBeVisible();
  await expect(page.getByText('We open at 10 am on December 24.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/store-notices');
});
