import { characterCount, commonPasswordSet, isShortStampPassword, isWeakPassword } from './passwords';

describe(isWeakPassword.name, () => {
  const common = commonPasswordSet(['sunshine', 'Football1', 'abc123']);

  it('refuses a password under 8 characters', () => {
    expect(isWeakPassword('kape123', common)).toBe(true);
    expect(isWeakPassword('kape1234', common)).toBe(false);
  });

  it('refuses a password on the list, in any case', () => {
    expect(isWeakPassword('sunshine', common)).toBe(true);
    expect(isWeakPassword('SunShine', common)).toBe(true);
    expect(isWeakPassword('football1', common)).toBe(true);
    expect(isWeakPassword('sunshine!', common)).toBe(false);
  });

  it('counts characters, not UTF-16 units: seven emoji are seven characters', () => {
    expect(characterCount('🔑🔑🔑🔑🔑🔑🔑')).toBe(7);
    expect(isWeakPassword('🔑🔑🔑🔑🔑🔑🔑', common)).toBe(true);
    expect(isWeakPassword('🔑🔑🔑🔑🔑🔑🔑🔑', common)).toBe(false);
  });
});

describe(commonPasswordSet.name, () => {
  it('keeps only the entries long enough to pass the length rule, lower-cased', () => {
    expect([...commonPasswordSet(['abc123', 'Football1', 'sunshine'])]).toEqual(['football1', 'sunshine']);
  });
});

describe(isShortStampPassword.name, () => {
  it('refuses a stamp password under 6 characters', () => {
    expect(isShortStampPassword('4321')).toBe(true);
    expect(isShortStampPassword('43210')).toBe(true);
    expect(isShortStampPassword('432109')).toBe(false);
  });
});
