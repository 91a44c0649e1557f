import {
  EventEnvelope,
  MissionSnapshot,
  StoreChangedPayload,
  StoreMissionView,
  StorePublicView,
} from '@stamp/contracts';
import { MissionStatus } from '@stamp/shared';
import { CreatedStore, createStore as createStoreAs } from '../support/stores';
import { TestSystem, eventually, observeEvents, startTestSystem } from '../support/system';

/**
 * The store service keeps each store's `Mission` from the loyalty service's mission events, which may arrive
 * late or out of order (a redelivery after a nak, two replicas applying events of one store at once): what
 * the newest version of the newest mission says wins, and an ended mission stays ended.
 */
describe("The store service's read model of missions, and store versions (real Postgres and NATS)", () => {
  let sut: TestSystem;
  let admin: string;
  let seen: EventEnvelope[] = [];

  beforeAll(async () => {
    sut = await startTestSystem();
    admin = await sut.tokenFor({ kind: 'admin', adminId: 1, authority: 'super master' });
    seen = await observeEvents(sut, 'test-store-versions', ['store.>']);
  });

  afterAll(async () => {
    await sut.close();
  });

  function createStore(): Promise<CreatedStore> {
    return createStoreAs(sut, admin);
  }

  /** The mission as the loyalty service announces it: version 1 unless told otherwise. */
  function mission(storeId: number, fields: Partial<MissionSnapshot> = {}): MissionSnapshot {
    return {
      id: 77,
      store_id: storeId,
      name: 'Buy 10 get 1',
      start_date: '2026-12-01',
      expire_date: '2026-12-31',
      max_stamp_count: 10,
      status: 'ongoing',
      createdAt: '2026-11-20T08:00:00.000Z',
      version: 1,
      ...fields,
    };
  }

  /** A mission snapshot without a version, as events written before versions were kept carry it. */
  function unversioned(snapshot: MissionSnapshot): MissionSnapshot {
    const { version: _version, ...rest } = snapshot;
    return rest;
  }

  /** Rows of the store service's database. */
  async function storeRows(sql: string, parameters: unknown[]): Promise<unknown[]> {
    const store = sut.services.find((service) => service.name === 'store');
    if (!store) {
      throw new Error('no store service');
    }
    return store.dataSource.query<unknown[]>(sql, parameters);
  }

  async function processedByStoreService(eventId: string): Promise<boolean> {
    const rows = await storeRows('SELECT 1 FROM "store"."processed_events" WHERE event_id = $1', [eventId]);
    return rows.length > 0;
  }

  /** Publishes an event as the loyalty service's relay would, and waits until the store service took it. */
  async function publishAndWait(subject: string, payload: Record<string, unknown>): Promise<void> {
    const envelope = await sut.publish(subject, payload);
    await eventually(async () => {
      expect(await processedByStoreService(envelope.id)).toBe(true);
    });
  }

  function storeOf(snapshot: MissionSnapshot) {
    return { id: snapshot.store_id, name: 'x', region: 'r', province: 'p', address: 'a' };
  }

  async function deliver(
    subject: 'mission.created' | 'mission.updated' | 'mission.ended',
    snapshot: MissionSnapshot,
  ): Promise<void> {
    const extra = subject === 'mission.ended' ? { reason: 'deleted' } : {};
    await publishAndWait(subject, { mission: snapshot, store: storeOf(snapshot), ...extra });
  }

  /** mission.status-changed from `from` to the snapshot's status. */
  async function statusChanged(snapshot: MissionSnapshot, from: MissionStatus): Promise<void> {
    await publishAndWait('mission.status-changed', {
      mission: snapshot,
      store: storeOf(snapshot),
      from,
      to: snapshot.status,
      transition: snapshot.status === 'ongoing' ? 'started' : 'paused',
    });
  }

  async function shownMission(storeId: number): Promise<StoreMissionView | null> {
    const response = await sut.call<StorePublicView>('GET', `/api/v1/store/${storeId}`);
    expect(response.status).toBe(200);
    return response.body.Mission;
  }

  describe('mission events', () => {
    it('keeps what the higher version says when a lower one arrives after it', async () => {
      const { id } = await createStore();
      await deliver('mission.created', mission(id));
      await deliver('mission.updated', mission(id, { name: 'Buy 8 get 1', max_stamp_count: 8, version: 3 }));

      await deliver('mission.updated', mission(id, { name: 'Buy 9 get 1', max_stamp_count: 9, version: 2 }));
      await statusChanged(mission(id, { status: 'pended', version: 2 }), 'ongoing');

      expect(await shownMission(id)).toMatchObject({
        id: 77,
        name: 'Buy 8 get 1',
        max_stamp_count: 8,
        status: 'ongoing',
      });
    });

    it('shows whether the mission is in progress, stopped or ended, as the loyalty service does', async () => {
      const { id } = await createStore();
      await deliver('mission.created', mission(id, { expire_date: '2099-12-31' }));
      expect(await shownMission(id)).toMatchObject({ active: true, display_status: 'in_progress' });

      await statusChanged(
        mission(id, { expire_date: '2099-12-31', status: 'pended', version: 2 }),
        'ongoing',
      );
      expect(await shownMission(id)).toMatchObject({ active: false, display_status: 'stopped' });

      await deliver(
        'mission.updated',
        mission(id, { expire_date: '2020-12-31', status: 'ongoing', version: 3 }),
      );
      expect(await shownMission(id)).toMatchObject({ active: false, display_status: 'ended' });
    });

    it('applies a newer status change and update of the same mission', async () => {
      const { id } = await createStore();
      await deliver('mission.created', mission(id));

      await statusChanged(mission(id, { status: 'pended', version: 2 }), 'ongoing');
      expect(await shownMission(id)).toMatchObject({ status: 'pended' });
      await deliver('mission.updated', mission(id, { name: 'Buy 5', status: 'pended', version: 3 }));

      expect(await shownMission(id)).toMatchObject({ name: 'Buy 5', status: 'pended' });
    });

    it('does not bring an ended mission back with a late update or create, in the store or in search', async () => {
      const store = await createStore();
      await deliver('mission.created', mission(store.id));
      await deliver('mission.ended', mission(store.id, { version: 2 }));
      expect(await shownMission(store.id)).toBeNull();

      await deliver('mission.updated', mission(store.id, { name: 'Late', version: 2 }));
      await deliver('mission.updated', mission(store.id, { name: 'Later', version: 5 }));
      await deliver('mission.created', mission(store.id));
      await deliver('mission.updated', unversioned(mission(store.id, { name: 'Unversioned' })));

      expect(await shownMission(store.id)).toBeNull();
      const found = await sut.call<StorePublicView[]>(
        'GET',
        `/api/v1/stores/name=${encodeURIComponent(store.name)}`,
      );
      expect(found.body.map((view) => [view.id, view.Mission])).toEqual([[store.id, null]]);
      const full = await sut.call<StorePublicView>('GET', `/api/v1/store/${store.id}`, { token: admin });
      expect(full.body.Mission).toBeNull();
    });

    it('keeps a mission ended whose end arrived before its other events', async () => {
      const { id } = await createStore();

      await deliver('mission.ended', mission(id, { version: 3 }));
      await deliver('mission.created', mission(id));
      await deliver('mission.updated', mission(id, { version: 2 }));

      expect(await shownMission(id)).toBeNull();
    });

    it("keeps the store's next mission ended when its end arrives before its creation", async () => {
      const { id } = await createStore();
      await deliver('mission.created', mission(id, { id: 300 }));

      await deliver('mission.ended', mission(id, { id: 301, version: 2 }));
      expect(await shownMission(id)).toBeNull();
      await deliver('mission.created', mission(id, { id: 301 }));

      expect(await shownMission(id)).toBeNull();
    });

    it("shows the store's next mission after an ended one, and no late event of the ended one", async () => {
      const { id } = await createStore();
      await deliver('mission.created', mission(id, { id: 100 }));
      await deliver('mission.ended', mission(id, { id: 100, version: 2 }));

      await deliver('mission.created', mission(id, { id: 101, name: 'Second mission' }));
      expect(await shownMission(id)).toMatchObject({ id: 101, name: 'Second mission' });

      await deliver('mission.updated', mission(id, { id: 100, name: 'First, late', version: 9 }));
      await deliver('mission.ended', mission(id, { id: 100, version: 2 }));
      expect(await shownMission(id)).toMatchObject({ id: 101, name: 'Second mission' });
    });

    it('ignores the events of an older mission than the one it shows', async () => {
      const { id } = await createStore();
      await deliver('mission.created', mission(id, { id: 200, name: 'Current' }));

      await deliver('mission.updated', mission(id, { id: 199, name: 'Older', version: 7 }));
      await deliver('mission.created', unversioned(mission(id, { id: 198, name: 'Oldest' })));
      expect(await shownMission(id)).toMatchObject({ id: 200, name: 'Current' });

      await deliver('mission.ended', mission(id, { id: 199, version: 8 }));
      expect(await shownMission(id)).toMatchObject({ id: 200, name: 'Current' });
    });

    it('applies events without a version (written before versions were kept)', async () => {
      const { id } = await createStore();
      await deliver('mission.created', unversioned(mission(id, { name: 'Old event' })));
      expect(await shownMission(id)).toMatchObject({ name: 'Old event' });

      await deliver('mission.updated', mission(id, { name: 'Versioned', version: 4 }));
      expect(await shownMission(id)).toMatchObject({ name: 'Versioned' });

      await deliver('mission.updated', unversioned(mission(id, { name: 'Old event again' })));
      expect(await shownMission(id)).toMatchObject({ name: 'Old event again' });

      await deliver('mission.ended', unversioned(mission(id)));
      expect(await shownMission(id)).toBeNull();
    });

    it('keeps no mission for a store that does not exist', async () => {
      const { id } = await createStore();
      expect((await sut.call('DELETE', `/api/v1/store/delete/${id}`, { token: admin })).status).toBe(200);

      await deliver('mission.created', mission(id));
      await deliver('mission.ended', mission(id, { version: 2 }));

      expect(await storeRows('SELECT 1 FROM "store"."store_missions" WHERE store_id = $1', [id])).toEqual([]);
    });
  });

  describe('store events', () => {
    it('announces store.created and each store.updated with a higher version than the event before', async () => {
      const { id } = await createStore();
      const update = async (changes: Record<string, unknown>) => {
        const response = await sut.call('PUT', '/api/v1/store/update', {
          token: admin,
          body: { id, ...changes },
        });
        expect(response.status).toBe(200);
      };

      await update({ name: 'Renamed once' });
      expect((await sut.call('PUT', `/api/v1/store/${id}/redeemed`, { token: admin })).status).toBe(200);
      await update({ address: '1 Rizal St.' });
      await update({ address: '1 Rizal St.' });

      const versions = await eventually(async () => {
        const events = seen.filter((event) => (event.payload as StoreChangedPayload).id === id);
        expect(events.map((event) => event.subject)).toEqual([
          'store.created',
          'store.updated',
          'store.updated',
          'store.updated',
        ]);
        return Promise.resolve(events.map((event) => (event.payload as StoreChangedPayload).version ?? 0));
      });
      expect(versions[0]).toBe(1);
      // Sorted without repeats, they are as announced: each is higher than the one before.
      expect(versions).toEqual([...new Set(versions)].sort((a, b) => a - b));
    });

    it('shows the version in no store view', async () => {
      const store = await createStore();
      await sut.call('PUT', '/api/v1/store/update', {
        token: admin,
        body: { id: store.id, name: store.name },
      });

      const views = [
        (await sut.call('GET', `/api/v1/store/${store.id}`)).body,
        (await sut.call('GET', `/api/v1/store/${store.id}`, { token: admin })).body,
        ...(
          await sut.call<unknown[]>('GET', `/api/v1/stores/name=${encodeURIComponent(store.name)}`, {
            token: admin,
          })
        ).body,
      ];
      expect(views).toHaveLength(3);
      for (const view of views) {
        expect(view).toMatchObject({ id: store.id });
        expect(view).not.toHaveProperty('version');
      }
    });
  });
});
