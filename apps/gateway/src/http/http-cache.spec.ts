import { cacheControlOf, etagOf, matchesETag } from './http-cache';

describe(etagOf.name, () => {
  it('gives the same body the same quoted tag and another body another', () => {
    expect(etagOf('[{"id":1}]')).toBe(etagOf(Buffer.from('[{"id":1}]')));
    expect(etagOf('[{"id":1}]')).toMatch(/^"[\w-]{27}"$/);
    expect(etagOf('[{"id":1}]')).not.toBe(etagOf('[{"id":2}]'));
  });
});

describe(matchesETag.name, () => {
  const etag = etagOf('body');

  it.each([
    ['the tag itself', etag, true],
    ['its weak form', `W/${etag}`, true],
    ['one of a list', `"other", ${etag}`, true],
    ['any tag', '*', true],
    ['another tag', '"other"', false],
    ['no header', undefined, false],
    ['an empty header', '', false],
  ] as const)('answers %s: %s', (_name, header, expected) => {
    expect(matchesETag(header, etag)).toBe(expected);
  });
});

describe(cacheControlOf.name, () => {
  it('keeps an answer for a token out of shared caches', () => {
    expect(cacheControlOf({ maxAgeSeconds: 0 }, false)).toBe('public, no-cache');
    expect(cacheControlOf({ maxAgeSeconds: 0 }, true)).toBe('private, no-cache');
    expect(cacheControlOf({ maxAgeSeconds: 60 }, false)).toBe('public, max-age=60');
  });
});
