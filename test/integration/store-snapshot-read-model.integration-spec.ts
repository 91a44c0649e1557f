import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import {
  CouponView,
  EventEnvelope,
  MissionResultView,
  MissionView,
  StampResultView,
  StoreChangedPayload,
  StoreDeletedPayload,
  TicketView,
} from '@stamp/contracts';
import { transactionScope } from '@stamp/server-kit/database';
import { hashPassword } from '@stamp/server-kit/security';
import { testEnv } from '@stamp/testing';
import { StoreSnapshotsRepository } from '../../apps/loyalty-service/src/stores/store-snapshots.repository';
import { storeInput } from '../support/fixtures';
import { SignedUpMember, signUpMember } from '../support/members';
import { createMission as createMissionAs, manilaDate } from '../support/missions';
import { CreatedStore, createStore as createStoreAs } from '../support/stores';
import { ApiResponse, TestSystem, eventually, observeEvents, startTestSystem } from '../support/system';

interface ErrorBody {
  statusCode: number;
  message: string;
}

type Member = SignedUpMember;

/** A row of loyalty.store_snapshots, as the database has it. */
interface SnapshotRow {
  name: string;
  region: string;
  version: number | null;
  deleted_at: Date | null;
  stamp_password_verifier: string | null;
}

/**
 * The loyalty service's read model of stores against events that arrive out of order (a redelivery, or two
 * replicas applying events of one store at once): an older store.updated never overwrites a newer one, and
 * nothing brings a deleted store back. And the mission events it sends carry a version that grows.
 */
describe('Store read model in the loyalty service: versions and tombstones (real Postgres and NATS)', () => {
  let sut: TestSystem;
  let admin: string;
  let db: Client;
  let seen: EventEnvelope[] = [];

  beforeAll(async () => {
    sut = await startTestSystem({ env: { LOYALTY_SWEEP_SECONDS: '1' } });
    admin = await sut.tokenFor({ kind: 'admin', adminId: 1, authority: 'super master' });
    seen = await observeEvents(sut, 'versions-observer', ['mission.>']);
    db = new Client({ connectionString: testEnv.databaseUrl() });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
    await sut.close();
  });

  async function snapshotOf(storeId: number): Promise<SnapshotRow | undefined> {
    const result = await db.query<SnapshotRow>(
      `SELECT name, region, version, deleted_at, stamp_password_verifier
       FROM loyalty.store_snapshots WHERE id = $1`,
      [storeId],
    );
    return result.rows[0];
  }

  /** A store made through the gateway, once the loyalty service has applied its store.created. */
  async function createStore(): Promise<CreatedStore> {
    const store = await createStoreAs(sut, admin);
    await eventually(async () => {
      expect((await snapshotOf(store.id))?.stamp_password_verifier).toBeTruthy();
    });
    return store;
  }

  async function createMission(
    storeId: number,
    overrides: Record<string, unknown> = {},
  ): Promise<MissionView> {
    return createMissionAs(sut, admin, storeId, overrides);
  }

  async function updateMission(body: Record<string, unknown>): Promise<ApiResponse<MissionResultView>> {
    return sut.call<MissionResultView>('PUT', '/api/v1/mission/update', { token: admin, body });
  }

  async function signUp(): Promise<Member> {
    return signUpMember(sut, 'versions');
  }

  async function createCard(member: Member, missionId: number): Promise<ApiResponse<CouponView & ErrorBody>> {
    return sut.call('POST', '/api/v1/coupon/create', {
      token: member.token,
      body: { user_id: member.memberNo, mission_id: missionId },
    });
  }

  async function stamp(
    member: Member,
    couponId: number,
    password: string,
  ): Promise<ApiResponse<StampResultView & ErrorBody>> {
    return sut.call('POST', `/api/v1/coupon/${String(couponId)}/add`, {
      token: member.token,
      body: { password },
    });
  }

  async function cardsOf(member: Member): Promise<CouponView[]> {
    const response = await sut.call<CouponView[]>(
      'GET',
      `/api/v1/coupons/member=${String(member.memberNo)}`,
      {
        token: member.token,
      },
    );
    expect(response.status).toBe(200);
    return response.body;
  }

  async function ticketsOf(member: Member): Promise<TicketView[]> {
    const response = await sut.call<TicketView[]>(
      'GET',
      `/api/v1/tickets/member=${String(member.memberNo)}`,
      {
        token: member.token,
      },
    );
    expect(response.status).toBe(200);
    return response.body;
  }

  /** Publishes the event as the store service's relay would, and waits until the loyalty service processed it. */
  async function deliver(subject: string, payload: object): Promise<void> {
    const envelope = await sut.publish(subject, payload);
    await eventually(async () => {
      const processed = await db.query(
        "SELECT 1 FROM loyalty.processed_events WHERE consumer = 'loyalty' AND event_id = $1",
        [envelope.id],
      );
      expect(processed.rowCount).toBe(1);
    });
  }

  /** What store.created/updated say of a store: its name, a verifier of `password`, the version (if any). */
  async function changedPayload(
    id: number,
    changes: { name: string; password: string; version?: number },
  ): Promise<StoreChangedPayload> {
    const { region, province, address, phone_number } = storeInput();
    return {
      id,
      name: changes.name,
      region,
      province,
      address,
      phone_number,
      stampPasswordVerifier: await hashPassword(changes.password),
      ...(changes.version === undefined ? {} : { version: changes.version }),
    };
  }

  async function storeUpdated(
    store: CreatedStore,
    changes: { name: string; password: string; version?: number },
  ): Promise<void> {
    await deliver('store.updated', await changedPayload(store.id, changes));
  }

  function missionEvents(missionId: number): { subject: string; version: number | undefined }[] {
    return seen
      .filter((e) => (e.payload as { mission: { id: number } }).mission.id === missionId)
      .map((e) => ({
        subject: e.subject,
        version: (e.payload as { mission: { version?: number } }).mission.version,
      }));
  }

  describe('store.created / store.updated', () => {
    it('keeps the newer store.updated when an older one arrives after it: its name and stamp password stay', async () => {
      const store = await createStore();
      const mission = await createMission(store.id);
      const member = await signUp();
      const card = await createCard(member, mission.id);
      expect(card.status).toBe(201);
      const newer = { name: `${store.name} v3`, password: `new-${randomBytes(3).toString('hex')}` };
      const older = { name: `${store.name} v2`, password: `old-${randomBytes(3).toString('hex')}` };

      await storeUpdated(store, { ...newer, version: 3 });
      await storeUpdated(store, { ...older, version: 2 });

      const refused = await stamp(member, card.body.id, older.password);
      const stamped = await stamp(member, card.body.id, newer.password);
      expect([refused.status, refused.body.message]).toEqual([400, 'Password is incorrect.']);
      expect(stamped.status).toBe(200);
      expect(stamped.body.coupon?.Mission.Store?.name).toBe(newer.name);
      expect((await cardsOf(member))[0]?.Mission.Store?.name).toBe(newer.name);
      expect(await snapshotOf(store.id)).toMatchObject({ name: newer.name, version: 3 });
    });

    it('refreshes name and place when a mission is managed, keeping the version and the verifier', async () => {
      const store = await createStore();
      const mission = await createMission(store.id);
      await storeUpdated(store, { name: `${store.name} v7`, password: store.password, version: 7 });
      const before = await snapshotOf(store.id);

      expect((await updateMission({ id: mission.id, name: 'Buy 6 coffees' })).status).toBe(200);

      // The store service still has the store's own name: the refresh writes it, and nothing else.
      expect(await snapshotOf(store.id)).toEqual({
        ...before,
        name: store.name,
      });
      await storeUpdated(store, { name: `${store.name} v6`, password: store.password, version: 6 });
      expect((await snapshotOf(store.id))?.name).toBe(store.name);
    });

    it('applies a store.updated without a version (an event from before versions) and forgets the version', async () => {
      const store = await createStore();
      const mission = await createMission(store.id);
      const member = await signUp();
      const card = await createCard(member, mission.id);
      await storeUpdated(store, { name: `${store.name} v5`, password: store.password, version: 5 });
      const unversioned = { name: `${store.name} old`, password: `old-${randomBytes(3).toString('hex')}` };

      await storeUpdated(store, unversioned);

      expect(await snapshotOf(store.id)).toMatchObject({ name: unversioned.name, version: null });
      const stamped = await stamp(member, card.body.id, unversioned.password);
      expect(stamped.status).toBe(200);
      expect(stamped.body.coupon?.Mission.Store?.name).toBe(unversioned.name);
      // The row's version is unknown now: the next versioned event applies, whatever its version.
      await storeUpdated(store, { name: `${store.name} v2`, password: store.password, version: 2 });
      expect(await snapshotOf(store.id)).toMatchObject({ name: `${store.name} v2`, version: 2 });
    });

    it('keeps the highest version when store.updated events of one store are applied at once', async () => {
      const loyalty = sut.services.find((service) => service.name === 'loyalty');
      if (!loyalty) {
        throw new Error('no loyalty service');
      }
      const repository = loyalty.app.get(StoreSnapshotsRepository);
      const store = await createStore();
      const versions = Array.from({ length: 20 }, (_, i) => i + 1).sort(() => Math.random() - 0.5);
      const events = await Promise.all(
        versions.map((version) =>
          changedPayload(store.id, {
            name: `${store.name} v${String(version)}`,
            password: store.password,
            version,
          }),
        ),
      );

      await Promise.all(
        events.map((event) =>
          loyalty.dataSource.transaction((manager) =>
            repository.upsertChanged(event, transactionScope(manager)),
          ),
        ),
      );

      expect(await snapshotOf(store.id)).toMatchObject({ name: `${store.name} v20`, version: 20 });
    });
  });

  describe('store.deleted', () => {
    it('keeps a tombstone without the verifier: a store.updated after it does not bring the store back', async () => {
      const store = await createStore();
      const mission = await createMission(store.id, { max_stamp_count: 1 });
      const redeemer = await signUp();
      const stamper = await signUp();
      const full = await createCard(redeemer, mission.id);
      const card = await createCard(stamper, mission.id);
      const ticket = (await stamp(redeemer, full.body.id, store.password)).body.ticket;
      expect(
        (
          await sut.call('PUT', `/api/v1/ticket/use/ticket_id=${String(ticket?.id)}`, {
            token: redeemer.token,
            body: { password: store.password },
          })
        ).status,
      ).toBe(200);
      expect((await ticketsOf(redeemer))[0]?.Store?.name).toBe(store.name);

      expect(
        (await sut.call('DELETE', `/api/v1/store/delete/${String(store.id)}`, { token: admin })).status,
      ).toBe(200);
      await eventually(async () => {
        expect((await snapshotOf(store.id))?.deleted_at).toBeInstanceOf(Date);
      });
      const deleted = {
        snapshot: await snapshotOf(store.id),
        stamp: await stamp(stamper, card.body.id, store.password),
        card: await createCard(await signUp(), mission.id),
        tickets: await ticketsOf(redeemer),
      };
      expect(deleted.snapshot).toMatchObject({ name: store.name, stamp_password_verifier: null });
      expect([deleted.stamp.status, deleted.card.status]).toEqual([404, 404]);
      expect(deleted.tickets.map((t) => [t.id, t.is_used, t.Store])).toEqual([[ticket?.id, true, null]]);

      await storeUpdated(store, { name: `${store.name} late`, password: store.password, version: 99 });
      await storeUpdated(store, { name: `${store.name} later`, password: store.password });

      expect(await snapshotOf(store.id)).toEqual(deleted.snapshot);
      const late = await stamp(stamper, card.body.id, store.password);
      const lateCard = await createCard(await signUp(), mission.id);
      expect([late.status, late.body.message]).toEqual([deleted.stamp.status, deleted.stamp.body.message]);
      expect([lateCard.status, lateCard.body.message]).toEqual([
        deleted.card.status,
        deleted.card.body.message,
      ]);
      expect(await ticketsOf(redeemer)).toEqual(deleted.tickets);
    });

    it('keeps a tombstone of a store it never knew, with the name from the event', async () => {
      const id = 1_900_000_000 + Math.floor(Math.random() * 100_000_000);
      const deletion: StoreDeletedPayload = { id, name: 'Kape na Wala' };

      await deliver('store.deleted', deletion);
      await deliver(
        'store.created',
        await changedPayload(id, { name: 'Kape na Wala', password: '4321', version: 1 }),
      );

      expect(await snapshotOf(id)).toEqual({
        name: 'Kape na Wala',
        region: '',
        version: null,
        deleted_at: expect.any(Date) as unknown,
        stamp_password_verifier: null,
      });
    });
  });

  describe('mission events', () => {
    it('carry a version one more at every change: create, update, status change, finish', async () => {
      const store = await createStore();
      const mission = await createMission(store.id);

      expect((await updateMission({ id: mission.id, name: 'Buy 6 coffees' })).status).toBe(200);
      expect((await updateMission({ id: mission.id, status: 'pended' })).status).toBe(200);
      expect((await updateMission({ id: mission.id, status: 'ongoing', max_stamp_count: 8 })).status).toBe(
        200,
      );
      const finished = await updateMission({ id: mission.id, status: 'finished' });

      await eventually(() => {
        expect(missionEvents(mission.id)).toHaveLength(6);
        return Promise.resolve();
      });
      expect(missionEvents(mission.id)).toEqual([
        { subject: 'mission.created', version: 1 },
        { subject: 'mission.updated', version: 2 },
        { subject: 'mission.status-changed', version: 3 },
        { subject: 'mission.updated', version: 4 },
        { subject: 'mission.status-changed', version: 4 },
        { subject: 'mission.ended', version: 5 },
      ]);
      const read = await sut.call<MissionView>('GET', `/api/v1/mission/store_id=${String(store.id)}`);
      for (const view of [mission, finished.body.mission, read.body]) {
        expect(view).not.toHaveProperty('version');
      }
    });

    it('announce a deletion and an expiry with a version above the last change', async () => {
      const deletedStore = await createStore();
      const deleted = await createMission(deletedStore.id);
      expect((await updateMission({ id: deleted.id, name: 'Buy 6 coffees' })).status).toBe(200);
      expect(
        (await sut.call('DELETE', `/api/v1/mission/delete/${String(deleted.id)}`, { token: admin })).status,
      ).toBe(200);
      const expiredStore = await createStore();
      const expired = await createMission(expiredStore.id, {
        start_date: manilaDate(-5),
        expire_date: manilaDate(-1),
      });

      await eventually(() => {
        expect(missionEvents(deleted.id)).toHaveLength(3);
        expect(missionEvents(expired.id)).toHaveLength(2);
        return Promise.resolve();
      });
      expect(missionEvents(deleted.id)).toEqual([
        { subject: 'mission.created', version: 1 },
        { subject: 'mission.updated', version: 2 },
        { subject: 'mission.ended', version: 3 },
      ]);
      expect(missionEvents(expired.id)).toEqual([
        { subject: 'mission.created', version: 1 },
        { subject: 'mission.expired', version: 2 },
      ]);
    });
  });
});
