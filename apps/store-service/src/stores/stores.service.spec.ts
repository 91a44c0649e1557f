import { SessionsRepository } from '@stamp/server-kit/database';
import {
  ARGON2ID_HASH_PATTERN,
  CommonErrorCode,
  STAMP_CODE_SECRET_PATTERN,
  CreateStoreRequest,
  StoreActor,
  StoreChangedPayload,
  StoreErrorCode,
  StoreFullView,
  UpdateStoreRequest,
} from '@stamp/contracts';
import { UnitOfWork } from '@stamp/server-kit/outbox';
import { currentStampCode, hashPassword, verifyPassword } from '@stamp/server-kit/security';
import { MESSAGES } from '@stamp/shared';
import { TransactionScope } from '@stamp/server-kit/database';
import { GuessingAlertsRepository } from '../guessing-alerts/guessing-alerts.repository';
import { ImagesRepository } from '../images/images.repository';
import { FakeGuessingAlertsRepository } from '../test/fakes';
import { StoreEntity } from './store.entity';
import { NewStore, StoreCodeTaken, StoresRepository, StoreWithRelations } from './stores.repository';
import { StoresService } from './stores.service';
import { StoreServiceSettings } from '../store-service.settings';
import { FakeClock, FakeSessionsRepository, FakeUnitOfWork, domainErrorOf } from '@stamp/testing';

const CREATED_AT = new Date('2026-03-01T08:00:00Z');

function storeEntity(fields: Partial<StoreEntity> = {}): StoreEntity {
  return Object.assign(new StoreEntity(), {
    id: 12,
    code: 'K7Q2ZD',
    name: 'Kape ni Juan',
    password: '4321',
    passwordVerifier: null,
    stampMode: 'password',
    stampCodeSecret: null,
    ownerName: 'Juan Dela Cruz',
    email: 'owner@kapenijuan.ph',
    phoneNumber: '0281234567',
    ownerPhone: '09171234567',
    region: 'National Capital Region (NCR)',
    province: 'Makati City',
    address: '123 Ayala Ave.',
    status: 'active',
    redeemed: 0,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    version: 1,
    ...fields,
  });
}

/** The stores table in memory; `insertFailures` are thrown by the next inserts, one each, in order. */
class FakeStoresRepository {
  readonly rows = new Map<number, StoreEntity>();
  readonly insertFailures: Error[] = [];
  readonly attemptedCodes: string[] = [];
  readonly saved: StoreEntity[] = [];
  private nextId = 100;

  constructor(...stores: StoreEntity[]) {
    for (const store of stores) {
      this.rows.set(store.id, store);
    }
  }

  insert(store: NewStore, _tx?: TransactionScope): Promise<StoreEntity> {
    this.attemptedCodes.push(store.code);
    const failure = this.insertFailures.shift();
    if (failure) {
      return Promise.reject(failure);
    }
    const created = storeEntity({ ...store, id: this.nextId++ });
    this.rows.set(created.id, created);
    return Promise.resolve(created);
  }

  codeExists(code: string): Promise<boolean> {
    return Promise.resolve([...this.rows.values()].some((store) => store.code === code));
  }

  findById(id: number): Promise<StoreEntity | null> {
    return Promise.resolve(this.rows.get(id) ?? null);
  }

  findByIdForUpdate(id: number, _tx: TransactionScope): Promise<StoreEntity | null> {
    return this.findById(id);
  }

  findByCode(code: string): Promise<StoreEntity | null> {
    return Promise.resolve([...this.rows.values()].find((store) => store.code === code) ?? null);
  }

  save(store: StoreEntity, _tx: TransactionScope): Promise<StoreEntity> {
    this.saved.push(Object.assign(new StoreEntity(), store));
    this.rows.set(store.id, store);
    return Promise.resolve(store);
  }

  search(): Promise<StoreWithRelations[]> {
    return this.withRelations([...this.rows.values()].sort((a, b) => a.id - b.id));
  }

  withRelations(stores: StoreEntity[]): Promise<StoreWithRelations[]> {
    return Promise.resolve(stores.map((store) => ({ store, images: [], mission: undefined })));
  }
}

function createRequest(fields: Partial<CreateStoreRequest> = {}): CreateStoreRequest {
  return {
    name: '  Kape ni Juan ',
    password: '432109',
    owner_name: 'Juan Dela Cruz',
    email: 'owner@kapenijuan.ph',
    phone_number: '0281234567',
    owner_phone: '09171234567',
    region: 'National Capital Region (NCR)',
    province: 'Makati City',
    address: '123 Ayala Ave.',
    ...fields,
  };
}

describe(StoresService.name, () => {
  let stores: FakeStoresRepository;
  let alerts: FakeGuessingAlertsRepository;
  let unitOfWork: FakeUnitOfWork;
  let sut: StoresService;

  function build(...existing: StoreEntity[]): void {
    stores = new FakeStoresRepository(...existing);
    alerts = new FakeGuessingAlertsRepository();
    unitOfWork = new FakeUnitOfWork();
    sut = new StoresService(
      stores as unknown as StoresRepository,
      {} as ImagesRepository,
      alerts as unknown as GuessingAlertsRepository,
      unitOfWork as unknown as UnitOfWork,
      new FakeSessionsRepository() as unknown as SessionsRepository,
      new FakeClock(CREATED_AT),
      new StoreServiceSettings(),
    );
  }

  beforeEach(() => {
    build();
  });

  describe('create', () => {
    it('stores the trimmed fields and emits store.created once', async () => {
      const { id } = await sut.create(createRequest({ code: 'ABC123' }));

      expect(stores.rows.get(id)).toMatchObject({ code: 'ABC123', name: 'Kape ni Juan' });
      expect(unitOfWork.events).toEqual([
        {
          subject: 'store.created',
          payload: {
            id,
            name: 'Kape ni Juan',
            region: 'National Capital Region (NCR)',
            province: 'Makati City',
            address: '123 Ayala Ave.',
            phone_number: '0281234567',
            createdAt: CREATED_AT.toISOString(),
            stampPasswordVerifier: expect.stringMatching(ARGON2ID_HASH_PATTERN) as unknown,
            version: 1,
          },
        },
      ]);
    });

    it('keeps an Argon2id verifier of the stamp password and announces that, never the password', async () => {
      const { id } = await sut.create(createRequest({ password: '432109' }));

      const verifier = stores.rows.get(id)?.passwordVerifier ?? '';
      expect(verifier).toMatch(ARGON2ID_HASH_PATTERN);
      expect(verifier).toContain('$m=19456,t=2,p=1$');
      await expect(verifyPassword(verifier, '432109')).resolves.toBe(true);
      await expect(verifyPassword(verifier, '432108')).resolves.toBe(false);
      const payload = unitOfWork.events[0]?.payload as StoreChangedPayload;
      expect(payload.stampPasswordVerifier).toBe(verifier);
      expect(JSON.stringify(payload)).not.toContain('432109');
    });

    it('shows the version in no view', async () => {
      const { id } = await sut.create(createRequest());

      expect(await sut.get({ id, full: true })).not.toHaveProperty('version');
      expect(await sut.get({ id, full: false })).not.toHaveProperty('version');
      expect((await sut.list({ full: true })).map((view) => 'version' in view)).toEqual([false]);
    });

    it('never shows the verifier in the full view', async () => {
      const { id } = await sut.create(createRequest({ password: '432109' }));

      const view = await sut.get({ id, full: true });

      expect(view).toMatchObject({ password: '432109' });
      expect(JSON.stringify(view)).not.toContain('argon2');
    });

    it('generates a code when none is asked for', async () => {
      const { id } = await sut.create(createRequest());

      expect(stores.rows.get(id)?.code).toMatch(/^[A-Z0-9]{6}$/);
    });

    it('generates another code when the asked-for one is taken', async () => {
      build(storeEntity({ id: 1, code: 'ABC123' }));

      const { id } = await sut.create(createRequest({ code: 'ABC123' }));

      const code = stores.rows.get(id)?.code;
      expect(code).toMatch(/^[A-Z0-9]{6}$/);
      expect(code).not.toBe('ABC123');
    });

    it('retries with a new code when the insert hits the unique code constraint', async () => {
      stores.insertFailures.push(new StoreCodeTaken('ABC123'));

      const { id } = await sut.create(createRequest({ code: 'ABC123' }));

      expect(stores.attemptedCodes).toHaveLength(2);
      expect(stores.attemptedCodes[0]).toBe('ABC123');
      expect(stores.attemptedCodes[1]).toMatch(/^[A-Z0-9]{6}$/);
      expect(stores.attemptedCodes[1]).not.toBe('ABC123');
      expect(stores.rows.get(id)?.code).toBe(stores.attemptedCodes[1]);
      expect(unitOfWork.events.map((event) => event.subject)).toEqual(['store.created']);
    });

    it('gives up with CodeExhausted after ten collisions, emitting nothing', async () => {
      for (let i = 0; i < 10; i++) {
        stores.insertFailures.push(new StoreCodeTaken(`COLL0${String(i)}`));
      }

      const error = await domainErrorOf(sut.create(createRequest()));

      expect(error.code).toBe(StoreErrorCode.CodeExhausted);
      expect(stores.attemptedCodes).toHaveLength(10);
      expect(unitOfWork.events).toEqual([]);
    });

    it('rethrows an error other than a taken code, without retrying', async () => {
      const failure = new Error('connection terminated unexpectedly');
      stores.insertFailures.push(failure);

      await expect(sut.create(createRequest())).rejects.toBe(failure);
      expect(stores.attemptedCodes).toHaveLength(1);
      expect(unitOfWork.events).toEqual([]);
    });
  });

  describe('update', () => {
    beforeEach(() => {
      build(storeEntity({ id: 12, code: 'K7Q2ZD' }), storeEntity({ id: 13, code: 'ZZZ999', name: 'Other' }));
    });

    it('refuses an owner updating another store with NotOwner, touching nothing', async () => {
      const error = await domainErrorOf(
        sut.update({ actor: { kind: 'owner', storeId: 12 }, changes: { id: 13, name: 'Mine now' } }),
      );

      expect(error.code).toBe(StoreErrorCode.NotOwner);
      expect(unitOfWork.transactions).toBe(0);
      expect(stores.rows.get(13)?.name).toBe('Other');
    });

    it('refuses an owner changing the e-mail with NotOwner naming the field', async () => {
      const error = await domainErrorOf(
        sut.update({ actor: { kind: 'owner', storeId: 12 }, changes: { id: 12, email: 'new@x.ph' } }),
      );

      expect(error.code).toBe(StoreErrorCode.NotOwner);
      expect(error.message).toBe('A store owner cannot change email');
      expect(stores.saved).toEqual([]);
    });

    it('names every field an owner may not change', async () => {
      const changes: UpdateStoreRequest = { id: 12, name: 'Fine', owner_name: 'X', owner_phone: '0917' };

      const error = await domainErrorOf(sut.update({ actor: { kind: 'owner', storeId: 12 }, changes }));

      expect(error.message).toBe('A store owner cannot change owner_name, owner_phone');
    });

    it('lets an owner change the fields of the owner form, the name sent as it is, and announces store.updated', async () => {
      const view = await sut.update({
        actor: { kind: 'owner', storeId: 12 },
        changes: {
          id: 12,
          name: ' Kape ni Juan ',
          password: '999999',
          address: ' 1 Rizal St. ',
          email: undefined,
        },
      });

      expect(view).toMatchObject({
        id: 12,
        name: 'Kape ni Juan',
        address: '1 Rizal St.',
        password: '999999',
      });
      expect(stores.saved).toHaveLength(1);
      expect(stores.saved[0]).toMatchObject({ address: '1 Rizal St.', email: 'owner@kapenijuan.ph' });
      expect(unitOfWork.events).toEqual([
        {
          subject: 'store.updated',
          payload: expect.objectContaining({ id: 12, address: '1 Rizal St.' }) as unknown,
        },
      ]);
    });

    it('refuses an owner renaming the store with NotOwner, saving nothing', async () => {
      const error = await domainErrorOf(
        sut.update({
          actor: { kind: 'owner', storeId: 12 },
          changes: { id: 12, name: 'Stamp Support', address: '1 Rizal St.' },
        }),
      );

      expect(error.code).toBe(StoreErrorCode.NotOwner);
      expect(error.message).toBe('Only an administrator can rename a store.');
      expect(stores.saved).toEqual([]);
      expect(unitOfWork.events).toEqual([]);
    });

    it('lets an administrator rename a store', async () => {
      const view = await sut.update({ actor: { kind: 'admin' }, changes: { id: 12, name: 'Stamp Support' } });

      expect(view).toMatchObject({ id: 12, name: 'Stamp Support' });
    });

    it('lets an admin change the owner fields', async () => {
      await sut.update({
        actor: { kind: 'admin' },
        changes: { id: 13, email: ' new@other.ph ', owner_name: 'Maria' },
      });

      expect(stores.rows.get(13)).toMatchObject({ email: 'new@other.ph', ownerName: 'Maria' });
    });

    it.each<[string, { kind: 'admin' } | { kind: 'owner'; storeId: number }]>([
      ['an admin', { kind: 'admin' }],
      ['the owner', { kind: 'owner', storeId: 12 }],
    ])('refuses %s changing the code with ValidationFailed', async (_name, actor) => {
      const error = await domainErrorOf(
        sut.update({ actor, changes: { id: 12, name: 'New', code: 'NEW999' } }),
      );

      expect(error.code).toBe(CommonErrorCode.ValidationFailed);
      expect(error.message).toBe('The store code cannot be changed');
      expect(stores.saved).toEqual([]);
      expect(stores.rows.get(12)?.code).toBe('K7Q2ZD');
      expect(unitOfWork.events).toEqual([]);
    });

    it('accepts the unchanged code, whatever its case and spacing', async () => {
      await sut.update({
        actor: { kind: 'owner', storeId: 12 },
        changes: { id: 12, address: 'New', code: ' k7q2zd ' },
      });

      expect(stores.rows.get(12)).toMatchObject({ address: 'New', code: 'K7Q2ZD' });
    });

    describe('the stamp password', () => {
      let verifier: string;

      beforeEach(async () => {
        verifier = await hashPassword('4321');
        build(storeEntity({ id: 12, password: '4321', passwordVerifier: verifier }));
      });

      function announced(): StoreChangedPayload {
        return unitOfWork.events[0]?.payload as StoreChangedPayload;
      }

      it('gets a new verifier with a new password, announced in store.updated', async () => {
        await sut.update({ actor: { kind: 'owner', storeId: 12 }, changes: { id: 12, password: '999999' } });

        const changed = stores.rows.get(12)?.passwordVerifier ?? '';
        expect(changed).not.toBe(verifier);
        await expect(verifyPassword(changed, '999999')).resolves.toBe(true);
        await expect(verifyPassword(changed, '4321')).resolves.toBe(false);
        expect(announced().stampPasswordVerifier).toBe(changed);
      });

      it.each<[string, StoreActor]>([
        ['an administrator', { kind: 'admin' }],
        ['the owner', { kind: 'owner', storeId: 12 }],
      ])('refuses a new one under 6 characters from %s, changing nothing', async (_who, actor) => {
        const error = await domainErrorOf(sut.update({ actor, changes: { id: 12, password: '98765' } }));

        expect(error.code).toBe(CommonErrorCode.ValidationFailed);
        expect(error.errors).toEqual([MESSAGES.stampPasswordTooShort]);
        expect(stores.rows.get(12)).toMatchObject({ password: '4321', passwordVerifier: verifier });
        expect(unitOfWork.events).toEqual([]);
      });

      it('keeps its verifier when the same password is sent again, or none', async () => {
        await sut.update({ actor: { kind: 'admin' }, changes: { id: 12, password: '4321', name: 'New' } });
        await sut.update({ actor: { kind: 'admin' }, changes: { id: 12, address: '1 Rizal St.' } });

        expect(stores.rows.get(12)?.passwordVerifier).toBe(verifier);
        expect(
          unitOfWork.events.map((e) => (e.payload as StoreChangedPayload).stampPasswordVerifier),
        ).toEqual([verifier, verifier]);
      });

      it('gives a store without a verifier one when its password is sent', async () => {
        build(storeEntity({ id: 12, password: '4321', passwordVerifier: null }));

        await sut.update({ actor: { kind: 'admin' }, changes: { id: 12, name: 'New' } });
        expect(announced()).not.toHaveProperty('stampPasswordVerifier');

        await sut.update({ actor: { kind: 'admin' }, changes: { id: 12, password: '4321' } });
        const made = stores.rows.get(12)?.passwordVerifier ?? '';
        await expect(verifyPassword(made, '4321')).resolves.toBe(true);
      });
    });

    it('announces every update with a newer version than the event before, even one that changes nothing', async () => {
      await sut.update({ actor: { kind: 'admin' }, changes: { id: 12, name: 'New' } });
      await sut.update({ actor: { kind: 'admin' }, changes: { id: 12, name: 'New' } });
      await sut.update({ actor: { kind: 'owner', storeId: 12 }, changes: { id: 12 } });

      expect(unitOfWork.events.map((e) => (e.payload as StoreChangedPayload).version)).toEqual([2, 3, 4]);
      expect(stores.saved.map((store) => store.version)).toEqual([2, 3, 4]);
    });

    it('answers StoreNotFound for a store that does not exist', async () => {
      const error = await domainErrorOf(
        sut.update({ actor: { kind: 'admin' }, changes: { id: 99, name: 'X' } }),
      );

      expect(error.code).toBe(StoreErrorCode.StoreNotFound);
      expect(unitOfWork.events).toEqual([]);
    });
  });

  describe('the stamp mode', () => {
    const owner: StoreActor = { kind: 'owner', storeId: 12 };
    const announced = () => unitOfWork.events.at(-1)?.payload as StoreChangedPayload;

    beforeEach(async () => {
      build(storeEntity({ id: 12, passwordVerifier: await hashPassword('4321') }));
    });

    it('lets the owner switch to rotating codes: a new secret, announced instead of the verifier', async () => {
      const view = (await sut.update({
        actor: owner,
        changes: { id: 12, stamp_mode: 'rotating' },
      })) as StoreFullView;

      const secret = stores.rows.get(12)?.stampCodeSecret;
      expect(view.stamp_mode).toBe('rotating');
      expect(secret).toMatch(STAMP_CODE_SECRET_PATTERN);
      expect(announced().stampCodeSecret).toBe(secret);
      expect(announced()).not.toHaveProperty('stampPasswordVerifier');
      expect(JSON.stringify(view)).not.toContain(secret);
    });

    it('makes a new secret at each switch to rotating codes and forgets it on the way back', async () => {
      await sut.update({ actor: owner, changes: { id: 12, stamp_mode: 'rotating' } });
      const first = stores.rows.get(12)?.stampCodeSecret;
      await sut.update({ actor: { kind: 'admin' }, changes: { id: 12, stamp_mode: 'rotating' } });
      expect(stores.rows.get(12)?.stampCodeSecret).toBe(first);

      await sut.update({ actor: owner, changes: { id: 12, stamp_mode: 'password' } });
      expect(stores.rows.get(12)?.stampCodeSecret).toBeNull();
      expect(announced().stampCodeSecret).toBeUndefined();
      expect(announced().stampPasswordVerifier).toMatch(ARGON2ID_HASH_PATTERN);

      await sut.update({ actor: owner, changes: { id: 12, stamp_mode: 'rotating' } });
      expect(stores.rows.get(12)?.stampCodeSecret).not.toBe(first);
    });

    it("gives the current code and the end of its step, and the code then stamps where the password doesn't", async () => {
      await sut.update({ actor: owner, changes: { id: 12, stamp_mode: 'rotating' } });
      const secret = stores.rows.get(12)?.stampCodeSecret ?? '';

      const code = await sut.stampCode(12);

      expect(code).toEqual({
        code: currentStampCode(secret, CREATED_AT).code,
        expires_at: '2026-03-01T08:00:30.000Z',
      });
      await expect(sut.verifyStampPassword(12, code.code)).resolves.toEqual({ valid: true });
      await expect(sut.verifyStampPassword(12, '4321')).resolves.toEqual({ valid: false });
    });

    it('has no code for a store in password mode (StampCodeOff) or an unknown store', async () => {
      expect((await domainErrorOf(sut.stampCode(12))).code).toBe(StoreErrorCode.StampCodeOff);
      expect((await domainErrorOf(sut.stampCode(99))).code).toBe(StoreErrorCode.StoreNotFound);
    });
  });

  describe('guessing alerts', () => {
    const ALERT = {
      detectedAt: '2026-11-22T08:20:00.000Z',
      failures: 31,
      members: 9,
      windowSeconds: 900,
    };

    beforeEach(() => {
      build(storeEntity({ id: 12, password: '4321' }), storeEntity({ id: 13, code: 'ZZZ999' }));
      alerts.add({ storeId: 12, detectedAt: new Date('2026-11-21T08:00:00Z'), resolvedAt: new Date() });
      alerts.add({ storeId: 12, detectedAt: new Date('2026-11-22T08:05:00Z'), failures: 30 });
      alerts.add({ storeId: 12, ...ALERT, detectedAt: new Date(ALERT.detectedAt) });
    });

    it("shows the store's latest open alert in the full view, and nothing of it in the public view", async () => {
      const full = (await sut.get({ id: 12, full: true })) as StoreFullView;
      const open = (await sut.get({ id: 13, full: true })) as StoreFullView;
      const publicView = await sut.get({ id: 12, full: false });

      expect(full.stampGuessingAlert).toEqual(ALERT);
      expect(open.stampGuessingAlert).toBeNull();
      expect(publicView).not.toHaveProperty('stampGuessingAlert');
    });

    it("lists each full store with its own alert: every store for an admin, the owner's own for an owner", async () => {
      const forAdmin = (await sut.list({ full: true })) as StoreFullView[];
      const forOwner = await sut.list({ full: false, fullForStoreId: 13 });

      expect(forAdmin.map((view) => [view.id, view.stampGuessingAlert])).toEqual([
        [12, ALERT],
        [13, null],
      ]);
      expect(forOwner.map((view) => [view.id, 'stampGuessingAlert' in view])).toEqual([
        [12, false],
        [13, true],
      ]);
    });

    it('resolves every open alert of the store when its stamp password changes', async () => {
      const view = (await sut.update({
        actor: { kind: 'owner', storeId: 12 },
        changes: { id: 12, password: '987654' },
      })) as StoreFullView;

      expect(view.stampGuessingAlert).toBeNull();
      expect(alerts.rows.map((row) => row.resolvedAt)).toEqual([
        expect.any(Date),
        expect.any(Date),
        expect.any(Date),
      ]);
      expect(unitOfWork.transactions).toBe(1);
    });

    it.each<[string, UpdateStoreRequest]>([
      ['the same password sent again', { id: 12, password: '4321' }],
      ['a change without a password', { id: 12, name: 'Kape ni Maria' }],
    ])('keeps the alert open on %s', async (_name, changes) => {
      const view = (await sut.update({ actor: { kind: 'admin' }, changes })) as StoreFullView;

      expect(view.stampGuessingAlert).toEqual(ALERT);
      expect(alerts.rows.filter((row) => row.resolvedAt === null)).toHaveLength(2);
    });

    it("leaves another store's alerts alone", async () => {
      alerts.add({ storeId: 13 });

      await sut.update({ actor: { kind: 'admin' }, changes: { id: 12, password: '987654' } });

      expect(((await sut.get({ id: 13, full: true })) as StoreFullView).stampGuessingAlert).not.toBeNull();
    });
  });

  describe('verifyOwner', () => {
    const OWNER_PASSWORD = 'Kape-owner-2026';

    beforeEach(async () => {
      build(
        storeEntity({
          id: 12,
          code: 'K7Q2ZD',
          email: 'Owner@KapeNiJuan.ph',
          password: '4321',
          ownerPassword: await hashPassword(OWNER_PASSWORD),
        }),
        storeEntity({
          id: 13,
          code: 'B2C3D4',
          email: 'new@store.ph',
          password: '123456',
          ownerPassword: null,
        }),
      );
    });

    it('opens a session and returns the full store for the right code, e-mail and owner password', async () => {
      const { account, session } = await sut.verifyOwner({
        code: ' k7q2zd ',
        email: ' owner@kapenijuan.PH ',
        password: OWNER_PASSWORD,
      });

      expect(account).toMatchObject({
        id: 12,
        code: 'K7Q2ZD',
        password: '4321',
        owner_name: 'Juan Dela Cruz',
      });
      expect(session.session_id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it.each([
      ['the stamp password', { code: 'K7Q2ZD', email: 'owner@kapenijuan.ph', password: '4321' }],
      ['a wrong password', { code: 'K7Q2ZD', email: 'owner@kapenijuan.ph', password: 'Kape-owner-2025' }],
      [
        'a password with a trailing space',
        { code: 'K7Q2ZD', email: 'owner@kapenijuan.ph', password: `${OWNER_PASSWORD} ` },
      ],
      ['an empty password', { code: 'K7Q2ZD', email: 'owner@kapenijuan.ph', password: '' }],
      ['a wrong e-mail', { code: 'K7Q2ZD', email: 'someone@else.ph', password: OWNER_PASSWORD }],
      ['an unknown code', { code: 'AAAAAA', email: 'owner@kapenijuan.ph', password: OWNER_PASSWORD }],
      [
        'a store without an owner password, by its stamp password',
        { code: 'B2C3D4', email: 'new@store.ph', password: '123456' },
      ],
    ])('refuses %s with InvalidCredentials', async (_name, request) => {
      const error = await domainErrorOf(sut.verifyOwner(request));

      expect(error.code).toBe(StoreErrorCode.InvalidCredentials);
      expect(error.message).toBe(MESSAGES.loginCheckEmailPassword);
      expect(error.message).toBe('Please check your email and password.');
    });
  });
});
