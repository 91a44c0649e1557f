import { Logger } from 'pino';
import { JOIN_CHECK, MemberStatusFilter } from '@stamp/contracts';
import { MailMessage, Mailer } from '@stamp/server-kit/mail';
import { MEMBER_PAGE_SIZE } from '@stamp/shared';
import { TransactionScope } from '@stamp/server-kit/database';
import { AdminEntity } from '../admins/admin.entity';
import { NewAdmin } from '../admins/admins.repository';
import { MemberEntity } from '../members/member.entity';
import { MemberSearch, NewMember } from '../members/members.repository';
import { AdminErrors, MemberErrors } from '../member.errors';
import { PasswordResetEntity } from '../password-resets/password-reset.entity';
import { ConsumedReset, NewPasswordReset } from '../password-resets/password-resets.repository';

/** Fakes of the member service's repositories and collaborators, for unit tests. */

export const REG_DT = new Date('2026-03-01T08:00:00Z');

/** A hasher without the Argon2 cost: `hashed:<password>`; counts the verifications, dummy ones apart. */
export class FakePasswordHasher {
  verifications = 0;
  dummyVerifications = 0;

  hash(password: string): Promise<string> {
    return Promise.resolve(`hashed:${password}`);
  }

  verify(passwordHash: string, password: string): Promise<boolean> {
    this.verifications++;
    return Promise.resolve(passwordHash === `hashed:${password}`);
  }

  verifyDummy(_password: string): Promise<void> {
    this.dummyVerifications++;
    return Promise.resolve();
  }
}

/** A clock that moves only when told to, or when someone sleeps on it. */
/** The fake clock's start in the member service's tests. */
export const NOW = new Date('2026-11-22T08:00:00Z');

export { FakeClock } from '@stamp/testing';

export class FakeMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  failure: Error | undefined;

  send(message: MailMessage): Promise<void> {
    if (this.failure) {
      return Promise.reject(this.failure);
    }
    this.sent.push(message);
    return Promise.resolve();
  }
}

export interface LoggedLine {
  level: 'error' | 'warn' | 'info';
  fields: unknown;
  message: string;
}

/** The few pino methods the service calls, recording every line. */
export function recordingLogger(): { logger: Logger; lines: LoggedLine[] } {
  const lines: LoggedLine[] = [];
  const record = (level: LoggedLine['level']) => (fields: unknown, message: string) => {
    lines.push({ level, fields, message });
  };
  const logger = { error: record('error'), warn: record('warn'), info: record('info') };
  return { logger: logger as unknown as Logger, lines };
}

export function memberEntity(fields: Partial<MemberEntity> = {}): MemberEntity {
  return Object.assign(new MemberEntity(), {
    memberNo: 42,
    memberId: 'juan@example.ph',
    memberName: 'Juan',
    memberName2: 'Dela Cruz',
    memberPass: 'hashed:kape1234',
    hphoneNum: '09171234567',
    gcashid: '09171234567',
    addr1: '123 Ayala Ave.',
    area1: -1,
    area2: -1,
    regDt: REG_DT,
    point: 7,
    joinCheck: JOIN_CHECK.active,
    withdrawnAt: null,
    lastLoginAt: null,
    dormancyNoticeAt: null,
    dormantAt: null,
    reactivationTokenHash: null,
    reactivationExpiresAt: null,
    ...fields,
  });
}

const STATUSES: Record<MemberStatusFilter, number[]> = { all: [1, 2], active: [2], inactive: [1] };

/** The members table in memory, with its unique index on member_id. */
export class FakeMembersRepository {
  readonly rows = new Map<number, MemberEntity>();
  private nextId = 100;

  constructor(...members: MemberEntity[]) {
    for (const member of members) {
      this.rows.set(member.memberNo, member);
    }
  }

  insert(member: NewMember, _tx: TransactionScope): Promise<MemberEntity> {
    if (this.all().some((row) => row.memberId === member.memberId)) {
      return Promise.reject(MemberErrors.emailTaken());
    }
    const created = memberEntity({ ...member, memberNo: this.nextId++, point: 0, withdrawnAt: null });
    this.rows.set(created.memberNo, created);
    return Promise.resolve(created);
  }

  findById(memberNo: number): Promise<MemberEntity | null> {
    return Promise.resolve(this.copy(this.rows.get(memberNo)));
  }

  findByIdForUpdate(memberNo: number, _tx: TransactionScope): Promise<MemberEntity | null> {
    return this.findById(memberNo);
  }

  findByEmail(email: string): Promise<MemberEntity | null> {
    return Promise.resolve(this.copy(this.all().find((row) => row.memberId === email)));
  }

  findByEmailForUpdate(email: string, _tx: TransactionScope): Promise<MemberEntity | null> {
    return this.findByEmail(email);
  }

  emailExists(email: string): Promise<boolean> {
    return Promise.resolve(this.all().some((row) => row.memberId === email));
  }

  findByNames(first: string, last: string, limit: number): Promise<MemberEntity[]> {
    return Promise.resolve(
      this.named(first, last)
        .slice(0, limit)
        .map((row) => Object.assign(new MemberEntity(), row)),
    );
  }

  findForReset(email: string, first: string, last: string): Promise<MemberEntity | null> {
    return Promise.resolve(this.copy(this.named(first, last).find((row) => row.memberId === email)));
  }

  search(search: MemberSearch): Promise<MemberEntity[]> {
    return Promise.resolve(
      this.all()
        .filter((row) => STATUSES[search.status].includes(row.joinCheck))
        .sort((a, b) => b.regDt.getTime() - a.regDt.getTime() || b.memberNo - a.memberNo)
        .slice(search.offset, search.offset + MEMBER_PAGE_SIZE),
    );
  }

  count(status: MemberStatusFilter): Promise<number> {
    return Promise.resolve(this.all().filter((row) => STATUSES[status].includes(row.joinCheck)).length);
  }

  save(member: MemberEntity, _tx: TransactionScope): Promise<MemberEntity> {
    const stored = Object.assign(new MemberEntity(), member);
    this.rows.set(member.memberNo, stored);
    return Promise.resolve(Object.assign(new MemberEntity(), stored));
  }

  private all(): MemberEntity[] {
    return [...this.rows.values()];
  }

  private named(first: string, last: string): MemberEntity[] {
    const same = (a: string, b: string) => a.toLowerCase() === b.trim().toLowerCase();
    return this.all()
      .filter((row) => row.joinCheck === JOIN_CHECK.active || row.joinCheck === JOIN_CHECK.suspended)
      .filter((row) => same(row.memberName, first) && same(row.memberName2, last))
      .sort((a, b) => a.memberNo - b.memberNo);
  }

  /** What a query returns: a copy, so a test sees only what was saved. */
  private copy(member: MemberEntity | undefined): MemberEntity | null {
    return member ? Object.assign(new MemberEntity(), member) : null;
  }
}

/** The password_resets table in memory, with the conditional UPDATE's semantics. */
export class FakePasswordResetsRepository {
  readonly rows: PasswordResetEntity[] = [];
  private nextId = 1;

  insert(reset: NewPasswordReset, _tx: TransactionScope): Promise<void> {
    this.rows.push(
      Object.assign(new PasswordResetEntity(), {
        ...reset,
        id: this.nextId++,
        usedAt: null,
        createdAt: new Date(reset.expiresAt.getTime() - 30 * 60 * 1000),
      }),
    );
    return Promise.resolve();
  }

  findUsable(tokenHash: string, now: Date): Promise<PasswordResetEntity | null> {
    return Promise.resolve(this.usable(tokenHash, now) ?? null);
  }

  consume(tokenHash: string, now: Date, _tx: TransactionScope): Promise<ConsumedReset | null> {
    const row = this.usable(tokenHash, now);
    if (!row) {
      return Promise.resolve(null);
    }
    row.usedAt = now;
    return Promise.resolve({ id: row.id, memberNo: row.memberNo });
  }

  deleteUnusedOf(memberNo: number, _tx: TransactionScope): Promise<void> {
    this.remove((row) => row.memberNo === memberNo && row.usedAt === null);
    return Promise.resolve();
  }

  deleteOthersOf(memberNo: number, keepId: number, _tx: TransactionScope): Promise<void> {
    this.remove((row) => row.memberNo === memberNo && row.id !== keepId);
    return Promise.resolve();
  }

  deleteAllOf(memberNo: number, _tx: TransactionScope): Promise<void> {
    this.remove((row) => row.memberNo === memberNo);
    return Promise.resolve();
  }

  private usable(tokenHash: string, now: Date): PasswordResetEntity | undefined {
    return this.rows.find(
      (row) => row.tokenHash === tokenHash && row.usedAt === null && row.expiresAt.getTime() > now.getTime(),
    );
  }

  private remove(matches: (row: PasswordResetEntity) => boolean): void {
    const kept = this.rows.filter((row) => !matches(row));
    this.rows.splice(0, this.rows.length, ...kept);
  }
}

export function adminEntity(fields: Partial<AdminEntity> = {}): AdminEntity {
  return Object.assign(new AdminEntity(), {
    id: 1,
    name: 'Maria Santos',
    adminId: 'maria',
    password: 'hashed:maria-pass',
    authority: 'admin',
    createdAt: REG_DT,
    totpSecret: null,
    totpPendingSecret: null,
    totpEnabledAt: null,
    totpLastStep: null,
    ...fields,
  });
}

/** The admins table in memory, with its unique index on admin_id. */
export class FakeAdminsRepository {
  readonly rows = new Map<number, AdminEntity>();
  readonly recoveryCodes: { adminId: number; codeHash: string; usedAt: Date | null }[] = [];
  readonly locks: string[] = [];
  private nextId = 100;

  constructor(...admins: AdminEntity[]) {
    for (const admin of admins) {
      this.rows.set(admin.id, admin);
    }
  }

  insert(admin: NewAdmin, _tx?: TransactionScope): Promise<AdminEntity> {
    if (this.all().some((row) => row.adminId === admin.adminId)) {
      return Promise.reject(AdminErrors.idTaken());
    }
    const created = adminEntity({ ...admin, id: this.nextId++ });
    this.rows.set(created.id, created);
    return Promise.resolve(Object.assign(new AdminEntity(), created));
  }

  findById(id: number): Promise<AdminEntity | null> {
    const row = this.rows.get(id);
    return Promise.resolve(row ? Object.assign(new AdminEntity(), row) : null);
  }

  findByIdForUpdate(id: number, _tx: TransactionScope): Promise<AdminEntity | null> {
    return this.findById(id);
  }

  findByAdminId(adminId: string, _tx?: TransactionScope): Promise<AdminEntity | null> {
    const row = this.all().find((admin) => admin.adminId === adminId);
    return Promise.resolve(row ? Object.assign(new AdminEntity(), row) : null);
  }

  list(authority?: string): Promise<AdminEntity[]> {
    return Promise.resolve(
      this.all()
        .filter((admin) => authority === undefined || admin.authority === authority)
        .sort((a, b) => a.id - b.id),
    );
  }

  superMasterExists(_tx?: TransactionScope): Promise<boolean> {
    return Promise.resolve(this.all().some((admin) => admin.authority === 'super master'));
  }

  lockForTransaction(key: string, _tx: TransactionScope): Promise<void> {
    this.locks.push(key);
    return Promise.resolve();
  }

  save(admin: AdminEntity, _tx: TransactionScope): Promise<AdminEntity> {
    if (this.all().some((row) => row.adminId === admin.adminId && row.id !== admin.id)) {
      return Promise.reject(AdminErrors.idTaken());
    }
    this.rows.set(admin.id, Object.assign(new AdminEntity(), admin));
    return Promise.resolve(admin);
  }

  delete(id: number, _tx: TransactionScope): Promise<void> {
    this.rows.delete(id);
    return Promise.resolve();
  }

  replaceRecoveryCodes(adminId: number, codeHashes: string[], tx: TransactionScope): Promise<void> {
    void this.deleteRecoveryCodes(adminId, tx);
    this.recoveryCodes.push(...codeHashes.map((codeHash) => ({ adminId, codeHash, usedAt: null })));
    return Promise.resolve();
  }

  deleteRecoveryCodes(adminId: number, _tx: TransactionScope): Promise<void> {
    const kept = this.recoveryCodes.filter((code) => code.adminId !== adminId);
    this.recoveryCodes.splice(0, this.recoveryCodes.length, ...kept);
    return Promise.resolve();
  }

  useRecoveryCode(adminId: number, codeHash: string, now: Date, _tx: TransactionScope): Promise<boolean> {
    const code = this.recoveryCodes.find(
      (row) => row.adminId === adminId && row.codeHash === codeHash && row.usedAt === null,
    );
    if (code) {
      code.usedAt = now;
    }
    return Promise.resolve(code !== undefined);
  }

  /** The stored row of an administrator the test seeded (fails the test when there is none). */
  row(id: number): AdminEntity {
    const admin = this.rows.get(id);
    if (!admin) {
      throw new Error(`no administrator ${String(id)} in the fake`);
    }
    return admin;
  }

  private all(): AdminEntity[] {
    return [...this.rows.values()];
  }
}
