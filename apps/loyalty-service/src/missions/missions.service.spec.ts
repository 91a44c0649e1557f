import { CommonErrorCode, LoyaltyErrorCode, StoreErrorCode } from '@stamp/contracts';
import { UnitOfWork } from '@stamp/server-kit/outbox';
import { FakeUnitOfWork, domainErrorOf } from '@stamp/testing';
import { LedgerRepository } from '../ledger/ledger.repository';
import { StoreSnapshotsRepository } from '../stores/store-snapshots.repository';
import {
  FakeClock,
  FakeLedgerRepository,
  FakeMissionsRepository,
  FakeStoreDirectory,
  FakeStoreSnapshotsRepository,
  KAPE,
  FAKE_TRANSACTION,
  missionEntity,
  settings,
  NOW,
} from '../test/fakes';
import { MissionCalendar } from './mission-calendar';
import { MissionsRepository } from './missions.repository';
import { MissionsService } from './missions.service';

/** expect.objectContaining, typed for use inside expected objects. */
function containing(value: object): unknown {
  return expect.objectContaining(value);
}

const ADMIN = { kind: 'admin' as const };
const OWNER = { kind: 'owner' as const, storeId: KAPE.id };
const OTHER_OWNER = { kind: 'owner' as const, storeId: 13 };

const FORM = {
  store_id: KAPE.id,
  name: 'Kape promo',
  start_date: '2026-03-01',
  expire_date: '2026-03-31',
  max_stamp_count: 10,
};

describe(MissionsService.name, () => {
  let missions: FakeMissionsRepository;
  let stores: FakeStoreSnapshotsRepository;
  let ledger: FakeLedgerRepository;
  let directory: FakeStoreDirectory;
  let unitOfWork: FakeUnitOfWork;
  let clock: FakeClock;
  let sut: MissionsService;

  function build(...existing: ReturnType<typeof missionEntity>[]): void {
    missions = new FakeMissionsRepository(...existing);
    stores = new FakeStoreSnapshotsRepository();
    ledger = new FakeLedgerRepository();
    directory = new FakeStoreDirectory();
    unitOfWork = new FakeUnitOfWork();
    clock = new FakeClock(NOW);
    sut = new MissionsService(
      missions as unknown as MissionsRepository,
      stores as unknown as StoreSnapshotsRepository,
      ledger as unknown as LedgerRepository,
      directory,
      unitOfWork as unknown as UnitOfWork,
      new MissionCalendar(clock, settings()),
    );
  }

  beforeEach(() => {
    build();
  });

  describe('create', () => {
    it("creates an ongoing mission and announces mission.created with the store's name and place", async () => {
      const result = await sut.create({ actor: OWNER, mission: FORM });

      expect(result.message).toBe('Mission created.');
      expect(result.mission).toMatchObject({
        store_id: KAPE.id,
        name: 'Kape promo',
        status: 'ongoing',
        active: true,
        display_status: 'in_progress',
      });
      expect(unitOfWork.events).toEqual([
        {
          subject: 'mission.created',
          payload: {
            mission: containing({ name: 'Kape promo', expire_date: '2026-03-31' }),
            store: KAPE,
          },
        },
      ]);
      expect(stores.rows.get(KAPE.id)?.name).toBe(KAPE.name);
    });

    it('announces version 1 and keeps the version out of the view', async () => {
      const result = await sut.create({ actor: ADMIN, mission: FORM });

      expect(unitOfWork.events).toEqual([
        { subject: 'mission.created', payload: containing({ mission: containing({ version: 1 }) }) },
      ]);
      expect(result.mission).not.toHaveProperty('version');
    });

    it('answers StoreNotFound, creating nothing, when store.deleted was processed after the store service answered', async () => {
      await stores.markDeleted({ id: KAPE.id, name: KAPE.name }, FAKE_TRANSACTION);

      const error = await domainErrorOf(sut.create({ actor: ADMIN, mission: FORM }));

      expect(error.code).toBe(StoreErrorCode.StoreNotFound);
      expect(unitOfWork.events).toEqual([]);
      expect(stores.live(KAPE.id)).toBeNull();
    });

    it("uses the owner's store when store_id is left out", async () => {
      const { store_id: _left, ...form } = FORM;

      const result = await sut.create({ actor: OWNER, mission: form });

      expect(result.mission.store_id).toBe(KAPE.id);
    });

    it('refuses an owner setting a status with NotOwner, creating nothing', async () => {
      const error = await domainErrorOf(sut.create({ actor: OWNER, mission: { ...FORM, status: 'pended' } }));

      expect(error.code).toBe(LoyaltyErrorCode.NotOwner);
      expect(missions.rows.size).toBe(0);
    });

    it("refuses an owner creating another store's mission with NotOwner", async () => {
      const error = await domainErrorOf(sut.create({ actor: OTHER_OWNER, mission: FORM }));

      expect(error.code).toBe(LoyaltyErrorCode.NotOwner);
    });

    it('lets an administrator create a pended mission', async () => {
      const result = await sut.create({ actor: ADMIN, mission: { ...FORM, status: 'pended' } });

      expect(result.mission).toMatchObject({ status: 'pended', active: false, display_status: 'stopped' });
    });

    it('answers the rules with ValidationFailed, asking nothing of the store service', async () => {
      const error = await domainErrorOf(sut.create({ actor: ADMIN, mission: { ...FORM, name: '' } }));

      expect(error.code).toBe(CommonErrorCode.ValidationFailed);
      expect(error.errors).toEqual([
        'Please fill out the required fields.',
        'Please enter the mission name.',
      ]);
      expect(unitOfWork.transactions).toBe(0);
    });

    it('answers MissionExists for a second mission of a store', async () => {
      build(missionEntity());

      const error = await domainErrorOf(sut.create({ actor: ADMIN, mission: FORM }));

      expect(error.code).toBe(LoyaltyErrorCode.MissionExists);
      expect(error.message).toBe('This store already has a mission.');
      expect(unitOfWork.events).toEqual([]);
    });

    it('answers StoreNotFound for a store the store service does not know', async () => {
      const error = await domainErrorOf(sut.create({ actor: ADMIN, mission: { ...FORM, store_id: 99 } }));

      expect(error.code).toBe(StoreErrorCode.StoreNotFound);
    });
  });

  describe('update', () => {
    beforeEach(() => {
      build(missionEntity({ id: 3 }));
    });

    it('announces mission.updated for a changed field, and no status change', async () => {
      const result = await sut.update({ actor: OWNER, changes: { id: 3, max_stamp_count: 8 } });

      expect(result.mission.max_stamp_count).toBe(8);
      expect(unitOfWork.events.map((e) => e.subject)).toEqual(['mission.updated']);
    });

    it('announces a pause as mission.status-changed from ongoing to pended', async () => {
      await sut.update({ actor: ADMIN, changes: { id: 3, status: 'pended' } });

      expect(unitOfWork.events).toEqual([
        {
          subject: 'mission.status-changed',
          payload: containing({
            from: 'ongoing',
            to: 'pended',
            transition: 'paused',
            store: KAPE,
          }),
        },
      ]);
    });

    it('announces a finish as mission.ended and clears the status', async () => {
      const result = await sut.update({ actor: ADMIN, changes: { id: 3, status: 'finished' } });

      expect(result.mission.status).toBeNull();
      expect(unitOfWork.events).toEqual([
        { subject: 'mission.ended', payload: containing({ reason: 'finished' }) },
      ]);
    });

    it('announces the saved version, one more than before, in every event of the change', async () => {
      const result = await sut.update({
        actor: ADMIN,
        changes: { id: 3, max_stamp_count: 8, status: 'pended' },
      });

      expect(unitOfWork.events).toEqual([
        { subject: 'mission.updated', payload: containing({ mission: containing({ version: 2 }) }) },
        { subject: 'mission.status-changed', payload: containing({ mission: containing({ version: 2 }) }) },
      ]);
      await sut.update({ actor: ADMIN, changes: { id: 3, status: 'finished' } });
      expect(unitOfWork.events[2]).toEqual({
        subject: 'mission.ended',
        payload: containing({ mission: containing({ version: 3 }) }),
      });
      expect(result.mission).not.toHaveProperty('version');
    });

    it('saves and announces nothing when nothing changed', async () => {
      await sut.update({
        actor: ADMIN,
        changes: { id: 3, name: 'Buy 5 coffees, get 1 free', status: 'ongoing' },
      });

      expect(unitOfWork.events).toEqual([]);
      expect(missions.saved).toBe(0);
    });

    it('forgets that the expiry was announced when the expiry date moves', async () => {
      build(missionEntity({ id: 3, expiryAnnouncedAt: new Date('2026-03-01T00:00:00Z') }));

      await sut.update({ actor: ADMIN, changes: { id: 3, expire_date: '2026-04-30' } });

      expect(missions.rows.get(3)?.expiryAnnouncedAt).toBeNull();
    });

    it.each([
      ['another store owner', OTHER_OWNER, { id: 3, name: 'Mine' }],
      ['the owner setting a status', OWNER, { id: 3, status: 'pended' as const }],
    ])('refuses %s with NotOwner', async (_name, actor, changes) => {
      const error = await domainErrorOf(sut.update({ actor, changes }));

      expect(error.code).toBe(LoyaltyErrorCode.NotOwner);
      expect(missions.saved).toBe(0);
    });

    it('refuses moving a mission to another store', async () => {
      const error = await domainErrorOf(sut.update({ actor: ADMIN, changes: { id: 3, store_id: 13 } }));

      expect(error.code).toBe(CommonErrorCode.ValidationFailed);
    });

    it("answers an unknown mission with 'Communication error. Please try again.'", async () => {
      const error = await domainErrorOf(sut.update({ actor: ADMIN, changes: { id: 99, name: 'x' } }));

      expect(error.code).toBe(LoyaltyErrorCode.MissionNotFound);
      expect(error.message).toBe('Communication error. Please try again.');
    });
  });

  describe('delete', () => {
    beforeEach(() => {
      build(missionEntity({ id: 3 }));
    });

    it('deletes the mission with a receipt for its cards and announces mission.ended (deleted)', async () => {
      const result = await sut.delete({ actor: OWNER, id: 3 });

      expect(result).toEqual({ message: 'Mission deleted.', id: 3 });
      expect(missions.rows.size).toBe(0);
      expect(ledger.deletedCardsOf).toEqual([{ missionId: 3 }]);
      expect(unitOfWork.events).toEqual([
        { subject: 'mission.ended', payload: containing({ reason: 'deleted', store: KAPE }) },
      ]);
    });

    it('announces the deletion with one version more than the last change', async () => {
      build(missionEntity({ id: 3, version: 5 }));

      await sut.delete({ actor: ADMIN, id: 3 });

      expect(unitOfWork.events).toEqual([
        { subject: 'mission.ended', payload: containing({ mission: containing({ version: 6 }) }) },
      ]);
    });

    it("refuses another store's owner with NotOwner", async () => {
      const error = await domainErrorOf(sut.delete({ actor: OTHER_OWNER, id: 3 }));

      expect(error.code).toBe(LoyaltyErrorCode.NotOwner);
      expect(missions.rows.size).toBe(1);
    });
  });

  describe('announceExpired', () => {
    it('announces each ongoing mission past its expiry date once', async () => {
      build(
        missionEntity({ id: 1, storeId: 1, expireDate: '2026-03-09' }),
        missionEntity({ id: 2, storeId: 2, expireDate: '2026-03-10' }),
        missionEntity({ id: 4, storeId: 4, expireDate: '2026-03-01', status: 'pended' }),
      );

      expect(await sut.announceExpired()).toBe(1);
      expect(await sut.announceExpired()).toBe(0);
      expect(unitOfWork.events).toEqual([
        {
          subject: 'mission.expired',
          payload: containing({ mission: containing({ id: 1, version: 2 }) }),
        },
      ]);
    });
  });
});
