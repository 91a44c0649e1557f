import { createHash, randomBytes } from 'node:crypto';

/** What the database keeps of a mailed link's token: its SHA-256, hex (the token itself is never stored). */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new token for a single-use link (32 random bytes, base64url) and the hash to store. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}
