import { SessionsRepository } from '@stamp/server-kit/database';
import { AdminActor, AdminFieldsRequest, AdminUpdateRequest, MemberErrorCode } from '@stamp/contracts';
import { UnitOfWork } from '@stamp/server-kit/outbox';
import { FakeClock, FakeSessionsRepository, FakeUnitOfWork, domainErrorOf } from '@stamp/testing';
import { PasswordHasher } from '../passwords/password-hasher';
import { FakeAdminsRepository, FakePasswordHasher, adminEntity } from '../test/fakes';
import { AdminsRepository } from './admins.repository';
import { AdminsService } from './admins.service';
import { AdminTwoStepService } from './admin-two-step.service';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const SUPER_MASTER: AdminActor = { adminId: 1, authority: 'super master' };
const OTHER_SUPER_MASTER: AdminActor = { adminId: 2, authority: 'super master' };
const ROLE_ADMIN: AdminActor = { adminId: 3, authority: 'admin' };

function seed(): ReturnType<typeof adminEntity>[] {
  return [
    adminEntity({
      id: 1,
      name: 'Super One',
      adminId: 'root',
      authority: 'super master',
      password: 'hashed:root-pass',
    }),
    adminEntity({ id: 2, name: 'Super Two', adminId: 'chief', authority: 'super master' }),
    adminEntity({ id: 3, name: 'Maria Santos', adminId: 'maria', authority: 'admin' }),
    adminEntity({ id: 4, name: 'Pedro Reyes', adminId: 'pedro', authority: 'admin' }),
  ];
}

function fields(overrides: Partial<AdminFieldsRequest> = {}): AdminFieldsRequest {
  return { authority: 'admin', name: ' Ana Cruz ', admin_id: ' ana ', password: 'ana-pass', ...overrides };
}

function changes(overrides: Partial<AdminUpdateRequest> = {}): AdminUpdateRequest {
  return { authority: 'admin', name: 'Maria S. Santos', admin_id: 'maria', password: '', ...overrides };
}

describe(AdminsService.name, () => {
  let admins: FakeAdminsRepository;
  let hasher: FakePasswordHasher;
  let sut: AdminsService;

  beforeEach(() => {
    admins = new FakeAdminsRepository(...seed());
    hasher = new FakePasswordHasher();
    const unitOfWork = new FakeUnitOfWork() as unknown as UnitOfWork;
    const sessions = new FakeSessionsRepository() as unknown as SessionsRepository;
    const clock = new FakeClock(new Date('2026-03-01T08:00:00Z'));
    const repository = admins as unknown as AdminsRepository;
    const passwords = hasher as unknown as PasswordHasher;
    sut = new AdminsService(
      repository,
      passwords,
      unitOfWork,
      sessions,
      new AdminTwoStepService(repository, passwords, unitOfWork, sessions, clock),
      clock,
    );
  });

  describe('login', () => {
    it('returns the administrator without the password, and opens a session', async () => {
      const { account: view, session } = await sut.login({ admin_id: 'root', password: 'root-pass' });

      expect(session.expires_at).toBe('2026-03-01T20:00:00.000Z');
      expect(view).toEqual({
        id: 1,
        name: 'Super One',
        admin_id: 'root',
        authority: 'super master',
        createdAt: '2026-03-01T08:00:00.000Z',
        totp_enabled: false,
      });
    });

    it('asks an administrator with two-step sign-in for a code, and opens no session', async () => {
      Object.assign(admins.row(1), { totpSecret: SECRET, totpEnabledAt: new Date() });

      const error = await domainErrorOf(sut.login({ admin_id: 'root', password: 'root-pass' }));

      expect(error.code).toBe(MemberErrorCode.AdminOtpRequired);
    });

    it('answers Login failed to a wrong password before asking for a code', async () => {
      Object.assign(admins.row(1), { totpSecret: SECRET, totpEnabledAt: new Date() });

      const error = await domainErrorOf(sut.login({ admin_id: 'root', password: 'wrong', otp: '123456' }));

      expect(error.code).toBe(MemberErrorCode.AdminLoginFailed);
    });

    it('answers Login failed to a wrong password', async () => {
      const error = await domainErrorOf(sut.login({ admin_id: 'root', password: 'wrong' }));

      expect(error.code).toBe(MemberErrorCode.AdminLoginFailed);
      expect(error.message).toBe('Login failed');
    });

    it('answers Login failed to an unknown id, after a dummy verification', async () => {
      const error = await domainErrorOf(sut.login({ admin_id: 'ghost', password: 'root-pass' }));

      expect(error.code).toBe(MemberErrorCode.AdminLoginFailed);
      expect(hasher.dummyVerifications).toBe(1);
    });
  });

  describe('list', () => {
    it('shows a super master every administrator', async () => {
      const list = await sut.list({ actor: SUPER_MASTER });

      expect(list.map((admin) => admin.admin_id)).toEqual(['root', 'chief', 'maria', 'pedro']);
    });

    it('shows a role admin only role admins', async () => {
      const list = await sut.list({ actor: ROLE_ADMIN });

      expect(list.map((admin) => admin.admin_id)).toEqual(['maria', 'pedro']);
    });
  });

  describe('get', () => {
    it('finds an administrator by record id or by login id', async () => {
      await expect(sut.get({ actor: ROLE_ADMIN, id: 4 })).resolves.toMatchObject({ admin_id: 'pedro' });
      await expect(sut.get({ actor: ROLE_ADMIN, admin_id: 'pedro' })).resolves.toMatchObject({ id: 4 });
    });

    it("tells whether two-step sign-in is on only on the caller's own record", async () => {
      await expect(sut.get({ actor: ROLE_ADMIN, id: 3 })).resolves.toMatchObject({ totp_enabled: false });
      expect(await sut.get({ actor: ROLE_ADMIN, id: 4 })).not.toHaveProperty('totp_enabled');
    });

    it('hides a super master from a role admin', async () => {
      const byId = await domainErrorOf(sut.get({ actor: ROLE_ADMIN, id: 1 }));
      const byLogin = await domainErrorOf(sut.get({ actor: ROLE_ADMIN, admin_id: 'root' }));

      expect(byId.code).toBe(MemberErrorCode.AdminNotFound);
      expect(byLogin.code).toBe(MemberErrorCode.AdminNotFound);
    });

    it('shows a super master to a super master', async () => {
      await expect(sut.get({ actor: SUPER_MASTER, id: 2 })).resolves.toMatchObject({ admin_id: 'chief' });
    });

    it('answers AdminNotFound for an unknown id or no id at all', async () => {
      expect((await domainErrorOf(sut.get({ actor: SUPER_MASTER, id: 99 }))).code).toBe(
        MemberErrorCode.AdminNotFound,
      );
      expect((await domainErrorOf(sut.get({ actor: SUPER_MASTER }))).code).toBe(
        MemberErrorCode.AdminNotFound,
      );
    });
  });

  describe('create', () => {
    it('lets a super master register an administrator, trimmed, with the password hashed', async () => {
      const view = await sut.create({ actor: SUPER_MASTER, admin: fields() });

      expect(view).toMatchObject({ name: 'Ana Cruz', admin_id: 'ana', authority: 'admin' });
      expect(admins.rows.get(view.id)?.password).toBe('hashed:ana-pass');
    });

    it('refuses a role admin with 권한이 없습니다.', async () => {
      const error = await domainErrorOf(sut.create({ actor: ROLE_ADMIN, admin: fields() }));

      expect(error.code).toBe(MemberErrorCode.NotAllowed);
      expect(error.message).toBe('권한이 없습니다.');
      expect(admins.rows.size).toBe(4);
    });

    it('refuses a login id already taken', async () => {
      const error = await domainErrorOf(
        sut.create({ actor: SUPER_MASTER, admin: fields({ admin_id: 'maria' }) }),
      );

      expect(error.code).toBe(MemberErrorCode.AdminIdTaken);
      expect(error.message).toBe('등록에 실패했습니다. 동일한 아이디가 존재할 수 있습니다.');
    });
  });

  describe('update', () => {
    it('lets a super master edit a role admin, keeping the password when none is given', async () => {
      const view = await sut.update({ actor: SUPER_MASTER, id: 3, admin: changes() });

      expect(view).toMatchObject({ id: 3, name: 'Maria S. Santos', admin_id: 'maria', authority: 'admin' });
      expect(admins.rows.get(3)?.password).toBe('hashed:maria-pass');
    });

    it('sets a new password when one is given', async () => {
      await sut.update({ actor: SUPER_MASTER, id: 3, admin: changes({ password: 'new-pass' }) });

      expect(admins.rows.get(3)?.password).toBe('hashed:new-pass');
    });

    it('lets a super master promote a role admin', async () => {
      await sut.update({ actor: SUPER_MASTER, id: 3, admin: changes({ authority: 'super master' }) });

      expect(admins.rows.get(3)?.authority).toBe('super master');
    });

    it('refuses a role admin, even editing themselves', async () => {
      const other = await domainErrorOf(sut.update({ actor: ROLE_ADMIN, id: 4, admin: changes() }));
      const self = await domainErrorOf(sut.update({ actor: ROLE_ADMIN, id: 3, admin: changes() }));

      expect(other.code).toBe(MemberErrorCode.NotAllowed);
      expect(self.code).toBe(MemberErrorCode.NotAllowed);
      expect(admins.rows.get(3)?.name).toBe('Maria Santos');
    });

    it('refuses a super master editing another super master', async () => {
      const error = await domainErrorOf(
        sut.update({
          actor: OTHER_SUPER_MASTER,
          id: 1,
          admin: changes({ authority: 'super master', admin_id: 'root' }),
        }),
      );

      expect(error.code).toBe(MemberErrorCode.NotAllowed);
      expect(admins.rows.get(1)?.name).toBe('Super One');
    });

    it('lets a super master edit themselves', async () => {
      const view = await sut.update({
        actor: SUPER_MASTER,
        id: 1,
        admin: changes({
          authority: 'super master',
          name: 'Root Admin',
          admin_id: 'root',
          password: 'new-root',
        }),
      });

      expect(view).toMatchObject({ name: 'Root Admin', authority: 'super master' });
      expect(admins.rows.get(1)?.password).toBe('hashed:new-root');
    });

    it('does not let a super master step down to role admin', async () => {
      const error = await domainErrorOf(
        sut.update({ actor: SUPER_MASTER, id: 1, admin: changes({ authority: 'admin', admin_id: 'root' }) }),
      );

      expect(error.code).toBe(MemberErrorCode.NotAllowed);
      expect(admins.rows.get(1)?.authority).toBe('super master');
    });

    it('refuses a login id already taken', async () => {
      const error = await domainErrorOf(
        sut.update({ actor: SUPER_MASTER, id: 3, admin: changes({ admin_id: 'pedro' }) }),
      );

      expect(error.code).toBe(MemberErrorCode.AdminIdTaken);
    });

    it('answers AdminNotFound for an unknown id', async () => {
      const error = await domainErrorOf(sut.update({ actor: SUPER_MASTER, id: 99, admin: changes() }));

      expect(error.code).toBe(MemberErrorCode.AdminNotFound);
    });
  });

  describe('delete', () => {
    it('lets a super master delete a role admin', async () => {
      await expect(sut.delete({ actor: SUPER_MASTER, id: 4 })).resolves.toEqual({ deleted: true });

      expect(admins.rows.has(4)).toBe(false);
    });

    it('refuses a role admin', async () => {
      const error = await domainErrorOf(sut.delete({ actor: ROLE_ADMIN, id: 4 }));

      expect(error.code).toBe(MemberErrorCode.NotAllowed);
      expect(admins.rows.has(4)).toBe(true);
    });

    it.each([
      ['another super master', 2],
      ['themselves', 1],
    ])('never deletes a super master (%s)', async (_case, id) => {
      const error = await domainErrorOf(sut.delete({ actor: SUPER_MASTER, id }));

      expect(error.code).toBe(MemberErrorCode.NotAllowed);
      expect(admins.rows.has(id)).toBe(true);
    });

    it('answers AdminNotFound for an unknown id', async () => {
      const error = await domainErrorOf(sut.delete({ actor: SUPER_MASTER, id: 99 }));

      expect(error.code).toBe(MemberErrorCode.AdminNotFound);
    });
  });
});
