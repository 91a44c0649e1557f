import { randomBytes } from 'node:crypto';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { Algorithm, Options, hash, verify } from '@node-rs/argon2';

/** Argon2id at the OWASP minimum: 19 MiB of memory, 2 passes, 1 lane. */
export const ARGON2_OPTIONS: Options = {
  algorithm: Algorithm.Argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/** A secret nobody knows (32 random bytes); hashed, it makes a password nobody can log in with. */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Hashes and checks member and administrator passwords. Nothing it returns can be turned back into a
 * password, and nothing here logs a password or a hash.
 */
@Injectable()
export class PasswordHasher implements OnModuleInit {
  private dummyHash?: Promise<string>;

  /** Computes the dummy hash at start-up, so the first unknown account does not take longer than the next. */
  async onModuleInit(): Promise<void> {
    await this.dummy();
  }

  async hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  /** Whether the password matches the hash; a malformed hash matches nothing. */
  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  /**
   * Spends the time of one verification when there is no account to check, so the answer takes as long
   * whether the account exists or not.
   */
  async verifyDummy(password: string): Promise<void> {
    await this.verify(await this.dummy(), password);
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= this.hash(randomSecret());
    return this.dummyHash;
  }
}
