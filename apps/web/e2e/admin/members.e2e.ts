import {
  expect,
  expectToast,
  expectNoSeriousA11yViolations,
  snap,
  test,
  uniqueTag,
} from '../support/fixtures';

test('an administrator finds a member by name, suspends the account and makes it active again', async ({
  adminPage: page,
  api,
  adminSession,
}) => {
  const member = await api.signUpMember({ member_name: `Juana${uniqueTag()}`, member_name2: 'Reyes' });
  const store = await api.createStore(adminSession.token);
  const mission = await api.createMission(adminSession.token, store.id);
  await api.collectStamps(member, store, mission.id, 2);
  await page.goto('/admin/index/fork-user');

  await expect(page.getByRole('heading', { level: 1, name: 'App members' })).toBeVisible();
  const search = page.getByRole('search', { name: 'Search' });
  await search.getByLabel('Search by').selectOption('By name');
  await search.getByLabel('By name').fill(member.member_name);
  await search.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: `App member detail: ${member.member_id}` });
  await expect(row).toContainText(`${member.member_name} Reyes`);
  await expect(row).toContainText('normal');
  await expect(page.getByRole('row', { name: /^App member detail: / })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'admin/members');

  const detail = page.getByRole('dialog', { name: 'App member detail' });
  const setStatus = async (status: 'suspended' | 'active') => {
    await row.click();
    await detail.getByLabel(status).check();
    await detail.getByRole('button', { name: 'confirm' }).click();
    await expectToast(page, 'User Updated!');
    await expect(detail).toBeHidden();
  };

  await row.click();
  await expect(detail).toContainText(member.member_id);
  await expect(detail.getByLabel('active')).toBeChecked();
  const receipts = detail.getByRole('region', { name: 'Stamps and redemptions' });
  await expect(receipts.getByRole('heading', { name: 'Stamps and redemptions' })).toBeVisible();
  await expect(receipts.getByRole('row')).toHaveCount(3);
  await expect(receipts.getByRole('row').nth(1)).toContainText(`Stamp (2)${store.name}`);
  await expect(receipts.getByRole('row').nth(2)).toContainText(`Stamp (1)${store.name}`);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'admin/member-detail');
  await detail.getByRole('button', { name: 'cancel' }).click();
  await expect(detail).toBeHidden();

  await setStatus('suspended');
  await expect(row).toContainText('suspended');

  await setStatus('active');
  await expect(row).toContainText('normal');
});
