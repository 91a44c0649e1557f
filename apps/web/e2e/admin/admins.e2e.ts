import {
  BOOTSTRAP_ADMIN,
  expect,
  expectToast,
  holdToast,
  expectNoSeriousA11yViolations,
  signInAs,
  snap,
  test,
  uniqueTag,
} from '../support/fixtures';

test('a super master registers a role admin and deletes another one', async ({
  adminPage: page,
  api,
  adminSession,
}) => {
  const doomed = await api.createAdmin(adminSession.token);
  const tag = uniqueTag();
  await page.goto('/admin/index/manager');

  await expect(page.getByRole('heading', { level: 1, name: 'Administrator management' })).toBeVisible();
  await expect(page.getByRole('row', { name: `Edit administrator: ${BOOTSTRAP_ADMIN.id}` })).toContainText(
    'super master',
  );
  await page.getByRole('button', { name: 'Register administrator' }).click();
  const popup = page.getByRole('dialog', { name: 'Register administrator' });
  await popup.getByLabel('Name').fill(`Jose Rizal ${tag}`);
  await popup.getByLabel('ID').fill(`jose-${tag}`);
  await popup.getByLabel('Password').fill(`jose-pass-${tag}`);
  await expect(popup.getByLabel('Role')).toHaveValue('admin');
  await expectNoSeriousA11yViolations(page);
  await popup.getByRole('button', { name: 'register' }).click();

  await expectToast(page, '등록되었습니다.');
  const registered = page.getByRole('row', { name: `Edit administrator: jose-${tag}` });
  await expect(registered).toContainText(`Jose Rizal ${tag}`);
  await expect(registered).toContainText('admin');
  const session = await api.adminLogin(`jose-${tag}`, `jose-pass-${tag}`);
  expect(session.admin).toMatchObject({ admin_id: `jose-${tag}`, authority: 'admin' });

  await page.getByRole('button', { name: `delete ${doomed.admin_id}` }).click();
  const confirm = page.getByRole('dialog', { name: 'delete' });
  await expect(confirm).toContainText('정말 삭제하시겠습니까?');
  await confirm.getByRole('button', { name: 'delete' }).click();

  await expectToast(page, '삭제되었습니다.');
  await expect(page.getByRole('row', { name: `Edit administrator: ${doomed.admin_id}` })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'admin/admins');
});

test('a role admin may not register administrators and sees no super master', async ({
  browser,
  baseURL,
  api,
  adminSession,
}) => {
  const roleAdmin = await api.createAdmin(adminSession.token);
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  await signInAs(context, await api.adminLogin(roleAdmin.admin_id, roleAdmin.password));
  const page = await context.newPage();
  await page.goto('/admin/index/manager');

  await expect(page.getByRole('row', { name: `Edit administrator: ${roleAdmin.admin_id}` })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(roleAdmin.name);
  await expect(page.getByRole('table')).not.toContainText('super master');
  await expect(page.getByRole('row', { name: `Edit administrator: ${BOOTSTRAP_ADMIN.id}` })).toHaveCount(0);
  await page.getByRole('button', { name: 'Register administrator' }).click();
  await holdToast(page, '권한이 없습니다.');
  await expectNoSeriousA11yViolations(page); // with the error toast on screen, its colours too
  await expectToast(page, '권한이 없습니다.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await context.close();
});
