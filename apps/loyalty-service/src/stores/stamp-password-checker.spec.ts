import * as kit from '@stamp/server-kit/security';
import { FakeClock, FakeStoreDirectory, KAPE, NOW, settings } from '../test/fakes';
import { StampPasswordChecker } from './stamp-password-checker';

jest.mock('@stamp/server-kit/security', () => {
  const actual = jest.requireActual<typeof kit>('@stamp/server-kit/security');
  return { ...actual, verifyPassword: jest.fn(actual.verifyPassword) };
});

const RIGHT = '4321';
const OTHER_STORE = 13;

describe(StampPasswordChecker.name, () => {
  const argon2 = jest.mocked(kit.verifyPassword);
  let verifier: string;
  let changedVerifier: string;
  let directory: FakeStoreDirectory;
  let sut: StampPasswordChecker;

  beforeAll(async () => {
    [verifier, changedVerifier] = await Promise.all([kit.hashPassword(RIGHT), kit.hashPassword('9999')]);
  });

  function build(memoSize?: number): void {
    directory = new FakeStoreDirectory();
    sut = new StampPasswordChecker(
      directory,
      new FakeClock(NOW),
      settings(memoSize === undefined ? {} : { STAMP_PASSWORD_MEMO_SIZE: memoSize }),
    );
    argon2.mockClear();
  }

  beforeEach(() => {
    build();
  });

  it("accepts the store's password against its verifier, without asking the store service", async () => {
    await expect(sut.matches(KAPE.id, verifier, RIGHT)).resolves.toBe(true);

    expect(argon2).toHaveBeenCalledTimes(1);
    expect(directory.passwordChecks).toBe(0);
  });

  it('remembers a password that matched: the next checks with that verifier skip Argon2id', async () => {
    await sut.matches(KAPE.id, verifier, RIGHT);

    await expect(sut.matches(KAPE.id, verifier, RIGHT)).resolves.toBe(true);
    await expect(sut.matches(KAPE.id, verifier, RIGHT)).resolves.toBe(true);

    expect(argon2).toHaveBeenCalledTimes(1);
  });

  it('gives the stamp statement the verifiers a password matched, and none for another password', async () => {
    expect(sut.knownVerifiers(RIGHT)).toEqual([]);
    await sut.matches(KAPE.id, verifier, RIGHT);
    const other = await kit.hashPassword(RIGHT);
    await sut.matches(OTHER_STORE, other, RIGHT);

    expect(sut.knownVerifiers(RIGHT)).toEqual([other, verifier]);
    expect(sut.knownVerifiers('guess')).toEqual([]);
    expect(argon2).toHaveBeenCalledTimes(2);
  });

  it('runs one Argon2id for checks of the same password that arrive together, and gives each its answer', async () => {
    const right = Array.from({ length: 20 }, () => sut.matches(KAPE.id, verifier, RIGHT));
    const wrong = Array.from({ length: 5 }, () => sut.matches(KAPE.id, verifier, 'guess'));

    expect(await Promise.all(right)).toEqual(Array.from({ length: 20 }, () => true));
    expect(await Promise.all(wrong)).toEqual(Array.from({ length: 5 }, () => false));
    expect(argon2).toHaveBeenCalledTimes(2);
    await expect(sut.matches(KAPE.id, verifier, 'guess')).resolves.toBe(false);
    expect(argon2).toHaveBeenCalledTimes(3);
  });

  it('refuses a wrong password, through Argon2id every time, also once the right one is remembered', async () => {
    await expect(sut.matches(KAPE.id, verifier, 'guess')).resolves.toBe(false);
    await sut.matches(KAPE.id, verifier, RIGHT);

    await expect(sut.matches(KAPE.id, verifier, 'guess')).resolves.toBe(false);
    await expect(sut.matches(KAPE.id, verifier, `${RIGHT} `)).resolves.toBe(false);

    expect(argon2).toHaveBeenCalledTimes(4);
  });

  it('stops trusting the remembered password when the verifier changed (the owner set a new password)', async () => {
    await sut.matches(KAPE.id, verifier, RIGHT);

    await expect(sut.matches(KAPE.id, changedVerifier, RIGHT)).resolves.toBe(false);
    await expect(sut.matches(KAPE.id, changedVerifier, '9999')).resolves.toBe(true);
    await expect(sut.matches(KAPE.id, changedVerifier, '9999')).resolves.toBe(true);

    expect(argon2).toHaveBeenCalledTimes(3);
  });

  it("remembers per store: the same password at another store is checked against that store's verifier", async () => {
    await sut.matches(KAPE.id, verifier, RIGHT);

    await expect(sut.matches(OTHER_STORE, changedVerifier, RIGHT)).resolves.toBe(false);

    expect(argon2).toHaveBeenCalledTimes(2);
  });

  it('asks the store service when the read model has no verifier for the store', async () => {
    await expect(sut.matches(KAPE.id, null, RIGHT)).resolves.toBe(true);
    await expect(sut.matches(KAPE.id, null, 'guess')).resolves.toBe(false);

    expect(directory.passwordChecks).toBe(2);
    expect(argon2).not.toHaveBeenCalled();
  });

  it('matches nothing against a malformed verifier', async () => {
    await expect(sut.matches(KAPE.id, 'not-a-hash', RIGHT)).resolves.toBe(false);
    expect(directory.passwordChecks).toBe(0);
  });

  it('forgets the least recently used password beyond its capacity', async () => {
    const third = await kit.hashPassword('1111');
    build(2);
    await sut.matches(1, verifier, RIGHT);
    await sut.matches(2, changedVerifier, '9999');
    await sut.matches(1, verifier, RIGHT);
    await sut.matches(3, third, '1111');
    argon2.mockClear();

    await sut.matches(1, verifier, RIGHT);
    await sut.matches(3, third, '1111');
    expect(argon2).not.toHaveBeenCalled();
    await expect(sut.matches(2, changedVerifier, '9999')).resolves.toBe(true);
    expect(argon2).toHaveBeenCalledTimes(1);
  });

  describe('a store in rotating mode', () => {
    const secret = kit.newStampCodeSecret();
    const rotating = { verifier: null, codeSecret: secret };
    const codeAt = (at: Date) => kit.currentStampCode(secret, at).code;

    it('accepts the current code and the one before, with neither Argon2id nor the store service', async () => {
      await expect(sut.accepts(KAPE.id, rotating, codeAt(NOW))).resolves.toBe(true);
      await expect(sut.accepts(KAPE.id, rotating, codeAt(new Date(NOW.getTime() - 30_000)))).resolves.toBe(
        true,
      );

      expect(argon2).not.toHaveBeenCalled();
      expect(directory.passwordChecks).toBe(0);
    });

    it('refuses the code of two steps before', async () => {
      const stale = codeAt(new Date(NOW.getTime() - 60_000));

      await expect(sut.accepts(KAPE.id, rotating, stale)).resolves.toBe(stale === codeAt(NOW));
    });

    it('refuses the fixed password even when it is remembered', async () => {
      await sut.matches(KAPE.id, verifier, RIGHT);

      await expect(sut.accepts(KAPE.id, { verifier, codeSecret: secret }, RIGHT)).resolves.toBe(false);
    });

    it('checks the password as before in password mode', async () => {
      await expect(sut.accepts(KAPE.id, { verifier, codeSecret: null }, RIGHT)).resolves.toBe(true);
      await expect(sut.accepts(KAPE.id, { verifier, codeSecret: null }, codeAt(NOW))).resolves.toBe(false);
    });
  });
});
