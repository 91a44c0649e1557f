import { createHmac, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { isStampCode, verifyPassword } from '@stamp/server-kit/security';
import { CLOCK, Clock } from '@stamp/server-kit/time';
import { LoyaltyServiceSettings } from '../loyalty-service.settings';
import { StoreSnapshotEntity } from './store-snapshot.entity';
import { STORE_DIRECTORY, StoreDirectory } from './store-directory';

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

/** Verifiers remembered per password: stores that share a password each have a verifier of their own. */
const VERIFIERS_PER_PASSWORD = 64;

/**
 * Whether a password is a store's stamp password, without a round trip to the store service: checked against
 * the verifier (Argon2id hash) in the store read model. Argon2id costs some 20-30 ms of CPU, too much for
 * every stamp, so once a password has matched a verifier this process remembers the verifier under an
 * HMAC-SHA256 of the password with a key of its own (random, in memory only); a later check of the same
 * password against that verifier skips Argon2id, and the stamp statement takes the remembered verifiers
 * (`knownVerifiers`) and compares them with the store's itself. A changed password comes with a new
 * verifier, which no remembered one matches. Anything not remembered, wrong passwords included, goes
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
  /** Password HMAC → the verifiers it matched; at most STAMP_PASSWORD_MEMO_SIZE passwords, LRU. */
  private readonly memo: LRUCache<string, string[]>;
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
   * The store verifiers this password has matched here (none: an empty list), for the stamp statement,
   * which stamps only if the store's current verifier is one of them, and only after it has found the
   * member's record at the store clean: the lockout is looked at before the password.
   */
  knownVerifiers(password: string): string[] {
    return this.memo.get(this.mac(password)) ?? [];
  }

  /** Whether what the member typed stamps at the store: its rotating code in that mode, else its password. */
  async accepts(storeId: number, credential: StampCredential, typed: string): Promise<boolean> {
    if (credential.codeSecret === null) {
      return this.matches(storeId, credential.verifier, typed);
    }
    // A remembered password stamps no more: the statement compares with the store's verifier, null now.
    return isStampCode(credential.codeSecret, typed, this.clock.now());
  }

  /** `verifier`: the store's, from the read model (null: none there yet). */
  async matches(storeId: number, verifier: string | null, password: string): Promise<boolean> {
    if (verifier === null) {
      return this.directory.isStampPassword(storeId, password);
    }
    const mac = this.mac(password);
    if (this.memo.get(mac)?.includes(verifier)) {
      return true;
    }
    const key = `${String(storeId)} ${verifier} ${mac}`;
    const running = this.checking.get(key);
    if (running) {
      return running;
    }
    const check = this.check(verifier, password, mac).finally(() => this.checking.delete(key));
    this.checking.set(key, check);
    return check;
  }

  private async check(verifier: string, password: string, mac: string): Promise<boolean> {
    if (!(await verifyPassword(verifier, password))) {
      return false;
    }
    const known = (this.memo.get(mac) ?? []).filter((other) => other !== verifier);
    this.memo.set(mac, [verifier, ...known].slice(0, VERIFIERS_PER_PASSWORD));
    return true;
  }

  /** The memo's key of a password: its HMAC under this process's key (the password itself is not kept). */
  private mac(password: string): string {
    return createHmac('sha256', this.key).update(password, 'utf8').digest('base64');
  }
}
