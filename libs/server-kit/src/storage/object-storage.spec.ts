import { assertSafeKey, InvalidStorageKeyError } from './object-storage';

describe(assertSafeKey.name, () => {
  it.each([
    'stores/12/3f2a9c1e-7b4d-4e0a-9f6b-2d8c1a5e7f90.png',
    'a',
    'stores/1/logo_v2.final.webp',
    'x'.repeat(200),
  ])('accepts %j', (key) => {
    expect(() => {
      assertSafeKey(key);
    }).not.toThrow();
  });

  it.each([
    ['an empty key', ''],
    ['a parent segment', '../x'],
    ['a parent segment in the middle', 'a/../../b'],
    ['a lone parent segment', '..'],
    ['a current-directory segment', 'a/./b'],
    ['a hidden segment', 'stores/.meta.json'],
    ['a leading slash', '/etc/passwd'],
    ['a trailing slash', 'stores/1/'],
    ['a double slash', 'stores//1.png'],
    ['a backslash', 'a\\b.png'],
    ['a NUL byte', 'a.png\0.txt'],
    ['a space', 'a b.png'],
    ['a percent sign', 'a%2e%2e.png'],
    ['non-ASCII letters', 'café.png'],
    ['more than 200 characters', 'x'.repeat(201)],
  ])('rejects %s', (_name, key) => {
    expect(() => {
      assertSafeKey(key);
    }).toThrow(InvalidStorageKeyError);
  });
});
