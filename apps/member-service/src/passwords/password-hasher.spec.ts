import { PasswordHasher } from './password-hasher';

describe(PasswordHasher.name, () => {
  const sut = new PasswordHasher();

  it('hashes with Argon2id at 19 MiB, 2 passes and 1 lane', async () => {
    const hashed = await sut.hash('kape1234');

    expect(hashed.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(hashed).not.toContain('kape1234');
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hashed = await sut.hash('kape1234');

    await expect(sut.verify(hashed, 'kape1234')).resolves.toBe(true);
    await expect(sut.verify(hashed, 'kape12345')).resolves.toBe(false);
  });

  it('salts every hash, so the same password hashes differently', async () => {
    const [first, second] = await Promise.all([sut.hash('kape1234'), sut.hash('kape1234')]);

    expect(first).not.toBe(second);
  });

  it('treats a malformed hash as a mismatch instead of throwing', async () => {
    await expect(sut.verify('not-a-hash', 'kape1234')).resolves.toBe(false);
  });

  it('spends a verification when there is no account, and tells nothing', async () => {
    await expect(sut.verifyDummy('kape1234')).resolves.toBeUndefined();
  });
});
