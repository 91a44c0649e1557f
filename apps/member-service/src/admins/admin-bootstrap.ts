import { createHash, randomInt } from 'node:crypto';
import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { Logger } from 'pino';
import { UnitOfWork } from '@stamp/server-kit/outbox';
import { CONSOLE_NOTICES, ConsoleNotices } from '@stamp/server-kit/process';
import { LOGGER } from '@stamp/server-kit/service';
import { MemberServiceSettings } from '../member-service.settings';
import { PasswordHasher } from '../passwords/password-hasher';
import { AdminsRepository, SUPER_MASTER } from './admins.repository';

export const DEFAULT_BOOTSTRAP_ADMIN_ID = 'admin';
export const BOOTSTRAP_ADMIN_NAME = 'Super Master';
export const GENERATED_PASSWORD_LENGTH = 20;

/** Letters and digits without the look-alikes (0/O, 1/l/I): about 5.8 bits a character, 116 bits in all. */
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A stable signed 64-bit key for pg_advisory_xact_lock, the same in every replica. */
const BOOTSTRAP_LOCK_KEY = BigInt.asIntN(
  64,
  BigInt(`0x${createHash('sha256').update('member:bootstrap-super-master').digest('hex').slice(0, 16)}`),
).toString();

export function generatePassword(length = GENERATED_PASSWORD_LENGTH): string {
  return Array.from({ length }, () => PASSWORD_ALPHABET.charAt(randomInt(PASSWORD_ALPHABET.length))).join('');
}

/**
 * First start: when no super master exists, creates one (BOOTSTRAP_ADMIN_ID / BOOTSTRAP_ADMIN_PASSWORD, or
 * `admin` with a generated password printed once on the console). Replicas starting together take turns
 * on an advisory lock, so exactly one creates it; an existing super master is never touched.
 */
@Injectable()
export class AdminBootstrap implements OnApplicationBootstrap {
  constructor(
    private readonly admins: AdminsRepository,
    private readonly hasher: PasswordHasher,
    private readonly unitOfWork: UnitOfWork,
    private readonly settings: MemberServiceSettings,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(CONSOLE_NOTICES) private readonly notices: ConsoleNotices,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureSuperMaster();
  }

  /** Whether this call created the first super master. */
  async ensureSuperMaster(): Promise<boolean> {
    if (await this.admins.superMasterExists()) {
      return false;
    }
    const adminId = this.settings.BOOTSTRAP_ADMIN_ID ?? DEFAULT_BOOTSTRAP_ADMIN_ID;
    const given = this.settings.BOOTSTRAP_ADMIN_PASSWORD;
    const password = given ?? generatePassword();
    const passwordHash = await this.hasher.hash(password);
    const created = await this.unitOfWork.run(async (tx) => {
      await this.admins.lockForTransaction(BOOTSTRAP_LOCK_KEY, tx);
      if (await this.admins.superMasterExists(tx)) {
        return false;
      }
      if (await this.admins.findByAdminId(adminId, tx)) {
        this.logger.error(
          { admin_id: adminId },
          'no super master exists and the bootstrap id is taken by a role admin: set BOOTSTRAP_ADMIN_ID to a free id',
        );
        return false;
      }
      await this.admins.insert(
        { name: BOOTSTRAP_ADMIN_NAME, adminId, password: passwordHash, authority: SUPER_MASTER },
        tx,
      );
      return true;
    });
    if (created) {
      this.announce(adminId, given === undefined ? password : undefined);
    }
    return created;
  }

  /**
   * Straight to the console, not the JSON log (which may be shipped elsewhere), and only this once; the
   * standalone launcher holds it until it has printed the address, so it is the last thing on the screen.
   */
  private announce(adminId: string, generatedPassword: string | undefined): void {
    const loginUrl = `${this.settings.PUBLIC_URL.replace(/\/+$/, '')}/admin/login`;
    const rule = '='.repeat(72);
    const lines = [
      rule,
      'Stamp: the first administrator (super master) has been created.',
      `  Log in at: ${loginUrl}`,
      `  ID:        ${adminId}`,
      generatedPassword === undefined
        ? '  Password:  the one set in BOOTSTRAP_ADMIN_PASSWORD'
        : `  Password:  ${generatedPassword}`,
    ];
    if (generatedPassword !== undefined) {
      lines.push('  This password is shown only this once: log in and change it now.');
    }
    lines.push(rule);
    this.notices.announce(lines);
  }
}
