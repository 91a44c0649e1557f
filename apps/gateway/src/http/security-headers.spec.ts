import { contentSecurityPolicy, inlineScriptHashes, sourceOf } from './security-headers';

describe(contentSecurityPolicy.name, () => {
  it('lets images come from the tile server and the image store, and fetches go to the place search', () => {
    const sut = contentSecurityPolicy({
      tileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
      geocoderUrl: 'https://nominatim.openstreetmap.org/search?format=jsonv2&limit=1&q={query}',
      imageUrl: 'https://stamp-images.s3.ap-southeast-1.amazonaws.com/stores/0/probe.png?X-Amz-Signature=1',
      scriptHashes: ["'sha256-abc='"],
    });

    expect(sut['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://*.tile.openstreetmap.org',
      'https://stamp-images.s3.ap-southeast-1.amazonaws.com',
    ]);
    expect(sut['connect-src']).toEqual(["'self'", 'https://nominatim.openstreetmap.org']);
    expect(sut['script-src']).toEqual(["'self'", "'sha256-abc='"]);
  });

  it('allows nothing else from elsewhere when no map or bucket is set', () => {
    const sut = contentSecurityPolicy({ scriptHashes: [] });

    expect(sut['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(sut['connect-src']).toEqual(["'self'"]);
  });
});

describe(sourceOf.name, () => {
  it.each([
    ['http://localhost:3000/api/v1/images/file/x.png', 'http://localhost:3000'],
    ['HTTPS://Tiles.Example.PH/{z}/{x}/{y}.png', 'https://tiles.example.ph'],
    ['https://{s}.tile.example.ph/{z}/{x}/{y}.png', 'https://*.tile.example.ph'],
    [undefined, undefined],
    ['not a url', undefined],
  ])('makes %j the source %j', (template, source) => {
    expect(sourceOf(template)).toBe(source);
  });
});

describe(inlineScriptHashes.name, () => {
  it('hashes the inline scripts of a page as CSP sources, not the ones loaded from a file', () => {
    const page =
      '<head><script type="module" crossorigin src="/assets/index.js"></script>' +
      '<script>console.log(1)</script></head><body><script>\n  go();\n</script></body>';

    // Computed with: printf 'console.log(1)' | openssl dgst -sha256 -binary | base64
    expect(inlineScriptHashes(page)).toEqual([
      "'sha256-CihokcEcBW4atb/CW/XWsvWwbTjqwQlE9nj9ii5ww5M='",
      expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/),
    ]);
  });
});
