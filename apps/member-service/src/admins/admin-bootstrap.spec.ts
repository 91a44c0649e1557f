import { Logger } from 'pino';
import { isAcceptablePassword } from '@stamp/contracts';
import { UnitOfWork } from '@stamp/server-kit/outbox';
import { PrintedNotices } from '@stamp/server-kit/process';
import { FakeUnitOfWork } from '@stamp/testing';
import { MemberServiceSettings } from '../member-service.settings';
import { PasswordHasher } from '../passwords/password-hasher';
import { FakeAdminsRepository, FakePasswordHasher, adminEntity, recordingLogger } from '../test/fakes';
import { AdminEntity } from './admin.entity';
import { AdminBootstrap, generatePassword } from './admin-bootstrap';
import { AdminsRepository } from './admins.repository';

function settings(fields: Partial<MemberServiceSettings> = {}): MemberServiceSettings {
  return Object.assign(new MemberServiceSettings(), { PUBLIC_URL: 'https://stamp.example.ph', ...fields });
}

describe(AdminBootstrap.name, () => {
  let admins: FakeAdminsRepository;
  let printed: string[];

  function build(config: MemberServiceSettings, logger?: Logger): AdminBootstrap {
    return new AdminBootstrap(
      admins as unknown as AdminsRepository,
      new FakePasswordHasher() as unknown as PasswordHasher,
      new FakeUnitOfWork() as unknown as UnitOfWork,
      config,
      logger ?? recordingLogger().logger,
      new PrintedNotices(),
    );
  }

  beforeEach(() => {
    admins = new FakeAdminsRepository();
    printed = [];
    jest.spyOn(console, 'log').mockImplementation((line: string) => {
      printed.push(line);
    });
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('creates the super master "admin" with a generated password, printed once with the login URL', async () => {
    const sut = build(settings());

    await expect(sut.ensureSuperMaster()).resolves.toBe(true);

    const created = [...admins.rows.values()].at(0);
    expect(created).toMatchObject({ adminId: 'admin', authority: 'super master' });
    expect(printed).toHaveLength(1);
    const password = /Password:\s+(\S+)/.exec(printed[0] ?? '')?.[1] ?? '';
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(created?.password).toBe(`hashed:${password}`);
    expect(printed[0]).toContain('https://stamp.example.ph/admin/login');
    expect(printed[0]).toContain('ID:        admin');
  });

  it('uses BOOTSTRAP_ADMIN_ID and BOOTSTRAP_ADMIN_PASSWORD, printing the id and URL but no password', async () => {
    const sut = build(
      settings({ BOOTSTRAP_ADMIN_ID: 'owner', BOOTSTRAP_ADMIN_PASSWORD: 'a-long-passphrase' }),
    );

    await sut.ensureSuperMaster();

    expect([...admins.rows.values()][0]).toMatchObject({
      adminId: 'owner',
      authority: 'super master',
      password: 'hashed:a-long-passphrase',
    });
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('ID:        owner');
    expect(printed[0]).toContain('https://stamp.example.ph/admin/login');
    expect(printed[0]).not.toContain('a-long-passphrase');
  });

  it('takes the advisory lock before creating, so replicas starting together create one', async () => {
    await build(settings()).ensureSuperMaster();

    expect(admins.locks).toHaveLength(1);
    expect(admins.locks[0]).toMatch(/^-?\d+$/);
  });

  it('never re-creates, overwrites or prints again once a super master exists', async () => {
    const sut = build(settings());
    await sut.ensureSuperMaster();
    const before = [...admins.rows.values()].map((admin) => Object.assign(new AdminEntity(), admin));
    printed = [];

    await expect(sut.ensureSuperMaster()).resolves.toBe(false);
    await expect(
      build(settings({ BOOTSTRAP_ADMIN_PASSWORD: 'changed-passphrase' })).ensureSuperMaster(),
    ).resolves.toBe(false);

    expect([...admins.rows.values()]).toEqual(before);
    expect(printed).toEqual([]);
  });

  it('leaves an existing super master alone', async () => {
    admins = new FakeAdminsRepository(adminEntity({ id: 1, adminId: 'root', authority: 'super master' }));

    await expect(build(settings()).ensureSuperMaster()).resolves.toBe(false);

    expect(admins.rows.size).toBe(1);
    expect(printed).toEqual([]);
  });

  it('logs an error instead of taking over a role admin that holds the bootstrap id', async () => {
    admins = new FakeAdminsRepository(adminEntity({ id: 5, adminId: 'admin', authority: 'admin' }));
    const { logger, lines } = recordingLogger();

    await expect(build(settings(), logger).ensureSuperMaster()).resolves.toBe(false);

    expect(admins.rows.get(5)).toMatchObject({ authority: 'admin', password: 'hashed:maria-pass' });
    expect(lines.map((line) => line.level)).toEqual(['error']);
    expect(printed).toEqual([]);
  });

  describe(generatePassword.name, () => {
    it('makes 20 random letters and digits', () => {
      const passwords = new Set(Array.from({ length: 50 }, () => generatePassword()));

      expect(passwords.size).toBe(50);
      for (const password of passwords) {
        expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
        expect(isAcceptablePassword(password)).toBe(true);
      }
    });
  });
});
