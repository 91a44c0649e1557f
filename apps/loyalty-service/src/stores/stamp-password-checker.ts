import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { verifyPassword } from '@stamp/server-kit';
import { LoyaltyServiceSettings } from '../loyalty-service.settings';
import { STORE_DIRECTORY, StoreDirectory } from './store-directory';

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
 */
@Injectable()
export class StampPasswordChecker {
  private readonly key = randomBytes(32);
  /** Least recently used first (a Map keeps insertion order); at most `capacity` stores. */
  private readonly memo = new Map<number, Remembered>();
  private readonly capacity: number;

  constructor(
    @Inject(STORE_DIRECTORY) private readonly directory: StoreDirectory,
    settings: LoyaltyServiceSettings,
  ) {
    this.capacity = settings.STAMP_PASSWORD_MEMO_SIZE;
  }

  /** `verifier`: the store's, from the read model (null: none there yet). */
  async matches(storeId: number, verifier: string | null, password: string): Promise<boolean> {
    if (verifier === null) {
      return this.directory.isStampPassword(storeId, password);
    }
    const mac = createHmac('sha256', this.key).update(password, 'utf8').digest();
    const remembered = this.memo.get(storeId);
    if (remembered?.verifier === verifier && timingSafeEqual(remembered.mac, mac)) {
      this.remember(storeId, remembered);
      return true;
    }
    if (!(await verifyPassword(verifier, password))) {
      return false;
    }
    this.remember(storeId, { verifier, mac });
    return true;
  }

  private remember(storeId: number, entry: Remembered): void {
    this.memo.delete(storeId);
    this.memo.set(storeId, entry);
    if (this.memo.size > this.capacity) {
      const oldest = this.memo.keys().next();
      if (!oldest.done) {
        this.memo.delete(oldest.value);
      }
    }
  }
}
