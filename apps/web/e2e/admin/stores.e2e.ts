import {
  PHOTOS,
  expect,
  pngImage,
  expectNoSeriousA11yViolations,
  expectToast,
  snap,
  test,
  uniqueTag,
} from '../support/fixtures';

const REGION = 'Region VII (Central Visayas)';
const PROVINCE = 'Bohol';

test('an administrator registers a store with photos, finds it, edits its phone and removes a photo', async ({
  adminPage: page,
  api,
  adminSession,
}) => {
  const name = `Bohol Bean ${uniqueTag()}`;
  await page.goto('/admin/index/create-store');

  await expect(page.getByRole('heading', { level: 1, name: 'store member registration' })).toBeVisible();
  const code = page.getByLabel('Store code');
  await expect(code).toHaveValue(/^[A-Z0-9]{6}$/);
  await expect(code).not.toBeEditable();
  const generated = await code.inputValue();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'admin/create-store');

  await page.getByRole('button', { name: 'register' }).click();
  await expect(page.getByRole('alert').first()).toHaveText('Store name is required');

  await page.getByLabel('Store name').fill(name);
  await page.getByLabel('Stamp password').fill('246810');
  await page.getByLabel('Owner name').fill('Maria Clara');
  await page.getByLabel('E-mail').fill(`owner-${generated.toLowerCase()}@boholbean.ph`);
  await page.getByLabel('Store phone').fill('0384112233');
  await page.getByLabel('Admin mobile phone').fill('09181234567');
  await page.getByLabel('Region').selectOption(REGION);
  await page.getByLabel('Province/City').selectOption(PROVINCE);
  await page.getByLabel('Address').fill('7 CPG Ave., Tagbilaran');
  // A camera-sized photo: the app sends it at most 1,600 pixels on its long side.
  await page.getByLabel('Choose photo').setInputFiles(pngImage('storefront', [200, 80, 40], 4000, 3000));
  await page.getByLabel('Add photos').setInputFiles([PHOTOS.counter, PHOTOS.coffee]);
  await expect(page.getByRole('img', { name: /^Photos \d$/ })).toHaveCount(2);
  await expect(page.getByRole('img', { name: 'Representative photo 1', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'register' }).click();

  await expectToast(page, '등록되었습니다.');
  await expect(page).toHaveURL(/\/admin\/index\/store-member$/);
  const row = page.getByRole('row', { name: `Edit store: ${name}` });
  await expect(row).toBeVisible();
  await expect(row).toContainText(generated);
  await expect(row).toContainText(`${REGION} ${PROVINCE}`);

  // Searches: by name, an empty one, by region and province.
  const search = page.getByRole('search', { name: 'Search' });
  await search.getByLabel('Search by').selectOption('Store name');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(search.getByRole('alert')).toHaveText('Input Search Value');
  await search.getByLabel('Store name').fill(name);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row', { name: /^Edit store: / })).toHaveCount(1);
  await expect(row).toBeVisible();
  await search.getByLabel('Search by').selectOption('By region and province');
  await search.getByLabel('Region').selectOption(REGION);
  await search.getByLabel('Province/City').selectOption(PROVINCE);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/province=Bohol/);
  await expect(row).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'admin/store-list');

  // The edit popup: a new phone, one photo fewer.
  await row.click();
  const popup = page.getByRole('dialog', { name: 'Edit store' });
  await expect(popup.getByLabel('Store name')).toHaveValue(name);
  await expect(popup.getByRole('img', { name: /^Photos \d$/ })).toHaveCount(2);
  const representative = popup.getByRole('img', { name: 'Representative photo 1', exact: true });
  await expect
    .poll(() => representative.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([1600, 1200]);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'admin/store-edit');
  await popup.getByLabel('Store phone').fill('0385556677');
  await popup
    .getByRole('group', { name: /^Photos/ })
    .getByRole('button', { name: 'Remove photo 1' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'delete' });
  await expect(confirm).toContainText(
    'This process cannot be undone. Are you sure you want to delete this image?',
  );
  await confirm.getByRole('button', { name: 'delete' }).click();
  await expect(popup.getByRole('img', { name: /^Photos \d$/ })).toHaveCount(1);
  await popup.getByRole('button', { name: 'register' }).click();

  await expectToast(page, 'Update success');
  await expect(popup).toBeHidden();
  const [found] = await api.findStoresByName(name, adminSession.token);
  expect(found).toBeDefined();
  const stored = await api.getStore(found?.id ?? 0, adminSession.token);
  expect(stored).toMatchObject({
    name,
    code: generated,
    phone_number: '0385556677',
    region: REGION,
    province: PROVINCE,
    owner_name: 'Maria Clara',
  });
  expect(stored.Images.map((image) => image.type).sort()).toEqual(['normal', 'representative']);
});
