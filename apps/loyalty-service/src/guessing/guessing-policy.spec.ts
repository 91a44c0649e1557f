import { GuessingLimits, isUnderAttack, lockoutAfterFailure, lockoutSeconds } from './guessing-policy';

const LIMITS: GuessingLimits = {
  lockAfter: 5,
  underAttackLockAfter: 2,
  storeCeiling: 30,
  windowSeconds: 900,
};

describe(lockoutAfterFailure.name, () => {
  it('does not lock a member for their first four wrong passwords in a row', () => {
    for (let failures = 1; failures <= 4; failures++) {
      expect(lockoutAfterFailure({ consecutiveFailures: failures, lockouts: 0 }, false, LIMITS)).toBeNull();
    }
  });

  it('locks a member for a minute at the fifth wrong password in a row', () => {
    expect(lockoutAfterFailure({ consecutiveFailures: 5, lockouts: 0 }, false, LIMITS)).toBe(60);
  });

  it('locks longer each time', () => {
    const durations = [0, 1, 2, 3, 4, 5, 6, 20].map((lockouts) =>
      lockoutAfterFailure({ consecutiveFailures: 5, lockouts }, false, LIMITS),
    );
    expect(durations).toEqual([60, 300, 900, 3600, 21600, 86400, 86400, 86400]);
  });

  it('locks at the second wrong password in a row while the store is under attack', () => {
    expect(lockoutAfterFailure({ consecutiveFailures: 1, lockouts: 0 }, true, LIMITS)).toBeNull();
    expect(lockoutAfterFailure({ consecutiveFailures: 2, lockouts: 0 }, true, LIMITS)).toBe(60);
  });

  it('never locks later under attack than otherwise', () => {
    expect(
      lockoutAfterFailure({ consecutiveFailures: 2, lockouts: 1 }, true, {
        ...LIMITS,
        lockAfter: 2,
        underAttackLockAfter: 9,
      }),
    ).toBe(300);
  });
});

describe(isUnderAttack.name, () => {
  it('is under attack from the ceiling on', () => {
    expect(isUnderAttack(29, LIMITS)).toBe(false);
    expect(isUnderAttack(30, LIMITS)).toBe(true);
  });
});

describe(lockoutSeconds.name, () => {
  it('starts at a minute and stays at a day', () => {
    expect(lockoutSeconds(0)).toBe(60);
    expect(lockoutSeconds(99)).toBe(86400);
  });
});
