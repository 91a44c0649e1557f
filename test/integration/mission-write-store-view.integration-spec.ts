import { MissionView, StoreFullView, StoreView } from '@stamp/contracts';
import { missionBody } from '../support/missions';
import { createStore } from '../support/stores';
import { ApiResponse, TestSystem, eventually, startTestSystem } from '../support/system';

interface MissionWriteAnswer {
  message: string;
  mission: MissionView;
  store: StoreView;
}

/**
 * A mission write answers its store as `GET /api/v1/store/{id}` shows it to the caller, with the mission just
 * written in it: at once, though the store service learns of the change from the mission's event a moment
 * later.
 */
describe('A mission write answers the updated store view (real Postgres and NATS)', () => {
  let sut: TestSystem;
  let admin: string;

  beforeAll(async () => {
    sut = await startTestSystem();
    admin = await sut.tokenFor({ kind: 'admin', adminId: 1, authority: 'super master' });
  });

  afterAll(async () => {
    await sut.close();
  });

  function read(storeId: number, token?: string): Promise<ApiResponse<StoreView>> {
    return sut.call<StoreView>('GET', `/api/v1/store/${String(storeId)}`, token ? { token } : {});
  }

  it("answers {message, mission, store}: the caller's view of the store with the mission in it, as the store shows it once the event is in", async () => {
    const store = await createStore(sut, admin);
    const owner = await sut.tokenFor({ kind: 'store', storeId: store.id });
    const before = await read(store.id, admin);
    expect(before.body.Mission).toBeNull();

    const created = await sut.call<MissionWriteAnswer>('POST', '/api/v1/mission/create', {
      token: admin,
      body: missionBody(store.id, { name: 'Kape promo' }),
    });

    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Mission created.');
    const { id, name, start_date, expire_date, max_stamp_count, createdAt } = created.body.mission;
    expect(created.body.store).toEqual(
      Object.assign({}, before.body, {
        Mission: {
          id,
          name,
          start_date,
          expire_date,
          max_stamp_count,
          status: 'ongoing',
          active: true,
          display_status: 'in_progress',
          createdAt,
        },
      }),
    );
    // The administrator reads the store in full: the answer too.
    expect((created.body.store as StoreFullView).code).toBe((before.body as StoreFullView).code);
    await eventually(async () => {
      expect((await read(store.id, admin)).body).toEqual(created.body.store);
    });

    // The owner pauses it: their own store in full, the mission stopped in the answer already.
    const paused = await sut.call<MissionWriteAnswer>('PUT', '/api/v1/mission/update', {
      token: admin,
      body: { id, status: 'pended' },
    });
    const renamed = await sut.call<MissionWriteAnswer>('PUT', '/api/v1/mission/update', {
      token: owner,
      body: { id, name: 'Renamed promo' },
    });
    expect(paused.status).toBe(200);
    expect(paused.body.store.Mission).toMatchObject({
      status: 'pended',
      active: false,
      display_status: 'stopped',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.store.Mission).toMatchObject({ name: 'Renamed promo', display_status: 'stopped' });
    expect((renamed.body.store as StoreFullView).password).toBe(store.password);
    await eventually(async () => {
      expect((await read(store.id, owner)).body).toEqual(renamed.body.store);
    });

    // Finished by an administrator: the store shows no mission any more.
    const finished = await sut.call<MissionWriteAnswer>('PUT', '/api/v1/mission/update', {
      token: admin,
      body: { id, status: 'finished' },
    });
    expect(finished.status).toBe(200);
    expect(finished.body.store.Mission).toBeNull();
    await eventually(async () => {
      expect((await read(store.id, admin)).body).toEqual(finished.body.store);
    });
  });

  it('answers a refused write with its refusal, and no store', async () => {
    const store = await createStore(sut, admin);
    const other = await createStore(sut, admin);
    const stranger = await sut.tokenFor({ kind: 'store', storeId: other.id });

    const foreign = await sut.call<MissionWriteAnswer>('POST', '/api/v1/mission/create', {
      token: stranger,
      body: missionBody(store.id),
    });
    const invalid = await sut.call<MissionWriteAnswer>('POST', '/api/v1/mission/create', {
      token: admin,
      body: missionBody(store.id, { name: '' }),
    });

    expect(foreign.status).toBe(403);
    expect(invalid.status).toBe(400);
    expect(invalid.body.store).toBeUndefined();
  });
});
