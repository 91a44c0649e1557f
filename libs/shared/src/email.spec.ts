import { isEmailAddress } from './email';

describe(isEmailAddress.name, () => {
  it.each(['juan@example.ph', 'Juan.Dela-Cruz+stamp@mail.example.com', 'owner@kapenijuan.ph'])(
    'accepts %s',
    (email) => {
      expect(isEmailAddress(email)).toBe(true);
    },
  );

  it.each([
    '',
    'juan',
    'juan@',
    '@example.ph',
    'juan@example',
    'ju an@example.ph',
    'júan@example.ph',
    'juan@exa mple.ph',
    'juan@@example.ph',
    'juan@example..ph',
    'x@shop.invalid',
    'withdrawn-12@invalid',
  ])('refuses %j', (email) => {
    expect(isEmailAddress(email)).toBe(false);
  });
});
