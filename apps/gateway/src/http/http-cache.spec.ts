import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SerializedAnswer, cacheControlOf, etagOf, preferredCoding, serialized } from './http-cache';

describe(etagOf.name, () => {
  it('gives the same body the same quoted tag and another body another', () => {
    expect(etagOf('[{"id":1}]')).toBe(etagOf(Buffer.from('[{"id":1}]')));
    expect(etagOf('[{"id":1}]')).toMatch(/^"[\w-]{27}"$/);
    expect(etagOf('[{"id":1}]')).not.toBe(etagOf('[{"id":2}]'));
  });
});

describe(cacheControlOf.name, () => {
  it('keeps an answer for a token out of shared caches', () => {
    expect(cacheControlOf({ maxAgeSeconds: 0 }, false)).toBe('public, no-cache');
    expect(cacheControlOf({ maxAgeSeconds: 0 }, true)).toBe('private, no-cache');
    expect(cacheControlOf({ maxAgeSeconds: 60 }, false)).toBe('public, max-age=60');
  });
});

describe(preferredCoding.name, () => {
  it.each([
    ["Chrome's", 'gzip, deflate, br, zstd', 'br'],
    ['an old browser', 'gzip, deflate', 'gzip'],
    ['gzip weighed above Brotli', 'br;q=0.5, gzip;q=0.8', 'gzip'],
    ['Brotli refused', 'br;q=0, gzip', 'gzip'],
    ['any coding', '*', 'br'],
    ['identity only', 'identity', undefined],
    ['everything refused', 'br;q=0, gzip;q=0', undefined],
    ['a nonsense weight', 'br;q=high', undefined],
    ['spaces', ' gzip ; q=1 ', 'gzip'],
    ['no header', undefined, undefined],
  ] as const)('chooses for %s Accept-Encoding (%s): %s', (_name, header, expected) => {
    expect(preferredCoding(header)).toBe(expected);
  });
});

describe(`${preferredCoding.name}, asked again`, () => {
  it('answers a header it has read before the same, also after more headers than it keeps', () => {
    expect(preferredCoding('gzip, br;q=0')).toBe('gzip');
    for (let i = 0; i < 100; i++) {
      expect(preferredCoding(`gzip;q=0.${String(i % 10)}, br;q=0.${String((i + 5) % 10)}`)).toBe(
        i % 10 > (i + 5) % 10 ? 'gzip' : 'br',
      );
    }
    expect(preferredCoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredCoding('gzip, br')).toBe('br');
  });
});

describe(SerializedAnswer.name, () => {
  const answer = serialized(Array.from({ length: 200 }, (_, id) => ({ id, name: `Store ${String(id)}` })));

  it('gives the JSON in each coding, made once however often it is asked for, and then at hand', async () => {
    const making = answer.in('br');
    expect(answer.in('br')).toBe(making);
    const [br, gzipped] = await Promise.all([making, answer.in('gzip')]);
    expect(brotliDecompressSync(br).equals(answer.body)).toBe(true);
    expect(gunzipSync(gzipped).equals(answer.body)).toBe(true);
    expect(br.length).toBeLessThan(answer.body.length / 4);
    expect(answer.in('br')).toBe(br);
    expect(answer.in('gzip')).toBe(gzipped);
  });
});
