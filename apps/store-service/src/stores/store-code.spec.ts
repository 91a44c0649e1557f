import { STORE_CODE_ALPHABET } from '@stamp/shared';
import { generateStoreCode } from './store-code';

describe(generateStoreCode.name, () => {
  const codes = Array.from({ length: 1000 }, () => generateStoreCode());

  it('makes 6-character codes of A-Z and 0-9', () => {
    const malformed = codes.filter((code) => !/^[A-Z0-9]{6}$/.test(code));

    expect(malformed).toEqual([]);
  });

  it('does not always make the same code', () => {
    expect(new Set(codes).size).toBeGreaterThan(1);
  });

  it('rarely repeats a code (2 billion possible codes)', () => {
    // 1000 draws from 36^6 codes collide with a probability of about 0.02%.
    expect(new Set(codes).size).toBeGreaterThanOrEqual(999);
  });

  it('draws from the whole alphabet', () => {
    // 6000 characters: the chance that any one of the 36 never shows is about 1e-72.
    const used = new Set(codes.join(''));

    expect(used).toEqual(new Set(STORE_CODE_ALPHABET));
  });
});
