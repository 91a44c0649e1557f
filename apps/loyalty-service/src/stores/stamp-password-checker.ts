import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { isStampCode, verifyPassword } from '@stamp/server-kit/security';
import { CLOCK, Clock } from '@stamp/server-kit/time';
import { LoyaltyServiceSettings } from '../loyalty-service.settings';
import { StoreSnapshotEntity } from './store-snapshot.entity';
import { STORE_DIRECTORY, StoreDirectory } from './store-directory';

/** Matches no store's verifier (a verifier is a PHC string): a statement given it stamps nothing. */
export const NO_VERIFIER = '';

/**
 * What stamps at a store, from its read model: in rotating mode the codes' secret (the fixed password then
 * stamps no more), otherwise the stamp password's verifier (null: none there yet, the store service checks).
 */
export interface StampCredential {
  verifier: string | null;
  codeSecret: string | null;
}

/** The credential of a store as its snapshot has it; no snapshot: none known, the store service checks. */
export function credentialOf(store: StoreSnapshotEntity | null): StampCredential {
  return { verifier: store?.stampPasswordVerifier ?? null, codeSecret: store?.stampCodeSecret ?? null };
}

/** A password that matched a store's verifier, kept as an HMAC under this process's random key. */
interface Remembered {
  verifier: string;
  mac: Buffer;
}

/**
 * Whether a password is a store's stamp password, without a round trip to the store service: checked against
 * the verifier (Argon2id hash) in the store read model. Argon2id costs some 20-30 ms of CPU, too much for
 * every stamp, so once a password has matched a verifier this process remembers, per store, that verifier
 * and an HMAC-SHA256 of the password under a key of its own (random, in memory only); a later check with the
 * same verifier compares HMACs in constant time and skips Argon2id. A changed password comes with a new
 * verifier, which the remembered one does not match. Anything not remembered, wrong passwords included, goes
 * through Argon2id. A store without a verifier in the read model is asked of the store service, as before.
 * A store in rotating mode is checked against its current code (or the one before) from the codes' secret:
 * an HMAC, no Argon2id and no memo, and its fixed password is just another wrong code.
 *
 * Checks of the same password against the same verifier that arrive while one is running wait for its
 * answer instead of starting their own: otherwise the members of a store stamping at the same moment, after
 * a restart or a password change, would each pay Argon2id (fifty at once took the service's CPU for seconds).
 */
@Injectable()
export class StampPasswordChecker {
  private readonly key = randomBytes(32);
  /** At most STAMP_PASSWORD_MEMO_SIZE stores, the least recently used out first. */
  private readonly memo: LRUCache<number, Remembered>;
  /** Argon2id checks under way, by store, verifier and password HMAC. */
  private readonly checking = new Map<string, Promise<boolean>>();

  constructor(
    @Inject(STORE_DIRECTORY) private readonly directory: StoreDirectory,
    @Inject(CLOCK) private readonly clock: Clock,
    settings: LoyaltyServiceSettings,
  ) {
    this.memo = new LRUCache({ max: settings.STAMP_PASSWORD_MEMO_SIZE });
  }

  /**
   * For the one-statement stamp, without Argon2id or the store service: null when this process remembers no
   * password for the store; otherwise the store's verifier that this password is remembered to match, or
   * NO_VERIFIER (which is no store's verifier) for any other password. Which of the two it is never decides
   * whether the statement is sent, so a wrong password costs the same round trip as the right one. The
   * caller must still make sure the verifier is the store's current one.
   */
  quickVerifier(storeId: number, password: string): string | null {
    const remembered = this.memo.get(storeId);
    if (!remembered) {
      return null;
    }
    return timingSafeEqual(remembered.mac, this.mac(password)) ? remembered.verifier : NO_VERIFIER;
  }

  /** Whether what the member typed stamps at the store: its rotating code in that mode, else its password. */
  async accepts(storeId: number, credential: StampCredential, typed: string): Promise<boolean> {
    if (credential.codeSecret === null) {
      return this.matches(storeId, credential.verifier, typed);
    }
    // A password remembered from before the switch must not take the one-statement stamp.
    this.memo.delete(storeId);
    return isStampCode(credential.codeSecret, typed, this.clock.now());
  }

  /** `verifier`: the store's, from the read model (null: none there yet). */
  async matches(storeId: number, verifier: string | null, password: string): Promise<boolean> {
    if (verifier === null) {
      return this.directory.isStampPassword(storeId, password);
    }
    const mac = this.mac(password);
    if (this.rememberedFor(storeId, mac) === verifier) {
      return true;
    }
    const key = `${String(storeId)} ${verifier} ${mac.toString('base64')}`;
    const running = this.checking.get(key);
    if (running) {
      return running;
    }
    const check = this.check(storeId, verifier, password, mac).finally(() => this.checking.delete(key));
    this.checking.set(key, check);
    return check;
  }

  private async check(storeId: number, verifier: string, password: string, mac: Buffer): Promise<boolean> {
    if (!(await verifyPassword(verifier, password))) {
      return false;
    }
    this.memo.set(storeId, { verifier, mac });
    return true;
  }

  private rememberedFor(storeId: number, mac: Buffer): string | null {
    const remembered = this.memo.get(storeId);
    return remembered && timingSafeEqual(remembered.mac, mac) ? remembered.verifier : null;
  }

  private mac(password: string): Buffer {
    return createHmac('sha256', this.key).update(password, 'utf8').digest();
  }
}
