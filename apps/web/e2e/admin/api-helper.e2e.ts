import { BOOTSTRAP_ADMIN, PHOTOS, expect, test } from '../support/fixtures';

test('the API helper logs in as the bootstrap admin and seeds a store with photos the gateway serves', async ({
  api,
  request,
}) => {
  const session = await api.adminLogin();
  expect(session.admin).toMatchObject({ admin_id: BOOTSTRAP_ADMIN.id, authority: 'super master' });

  const store = await api.createStoreWithPhotos(session.token, {
    representative: PHOTOS.storefront,
    normal: [PHOTOS.garden],
  });

  const read = await api.getStore(store.id);
  expect(read).toMatchObject({
    id: store.id,
    name: store.name,
    region: store.region,
    address: store.address,
  });
  expect(read).not.toHaveProperty('password');
  expect(read.Images.map((image) => image.type).sort()).toEqual(['normal', 'representative']);
  const full = await api.getStore(store.id, session.token);
  expect(full).toMatchObject({ email: store.email, password: store.password, owner_name: store.owner_name });
  expect(full.code).toMatch(/^[A-Z0-9]{6}$/);
  for (const image of store.images) {
    const served = await request.get(image.url);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
  }
});

test('the worker’s admin session seeds a mission, which the store shows, and a role admin who can log in', async ({
  api,
  adminSession,
}) => {
  const store = await api.createStore(adminSession.token);

  const mission = await api.createMission(adminSession.token, store.id, { max_stamp_count: 8 });

  expect(mission).toMatchObject({ store_id: store.id, max_stamp_count: 8, status: 'ongoing' });
  await expect
    .poll(async () => (await api.getStore(store.id)).Mission?.id, {
      message: 'the store carries the mission',
    })
    .toBe(mission.id);
  const roleAdmin = await api.createAdmin(adminSession.token);
  expect((await api.adminLogin(roleAdmin.admin_id, roleAdmin.password)).admin).toMatchObject({
    admin_id: roleAdmin.admin_id,
    authority: 'admin',
  });
});
