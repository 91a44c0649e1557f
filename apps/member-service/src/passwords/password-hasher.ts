import { randomBytes } from 'node:crypto';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { hashPassword, verifyPassword } from '@stamp/server-kit/security';

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
    return hashPassword(password);
  }

  /** Whether the password matches the hash; a malformed hash matches nothing. */
  async verify(passwordHash: string, password: string): Promise<boolean> {
    return verifyPassword(passwordHash, password);
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
