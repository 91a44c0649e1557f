import { Algorithm, Options, hash, verify } from '@node-rs/argon2';

/**
 * Argon2id at the project's parameters (the OWASP minimum: 19 MiB of memory, 2 passes, 1 lane), for every
 * password the product keeps: members', administrators' and the stores' stamp-password verifiers. One check
 * costs some 20-30 ms of CPU.
 */
export const ARGON2ID_OPTIONS: Options = {
  algorithm: Algorithm.Argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/** The password's Argon2id hash with a random salt: it tells whether a password is the one, and no more. */
export async function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID_OPTIONS);
}

/** Whether the password matches the hash; a malformed hash matches nothing. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
