import { sniffImage } from './image-sniffer';

// Real 1x1 images (checked with file(1)).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
const GIF89A = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const WEBP_LOSSY = Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64');
const WEBP_LOSSLESS = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
const WEBP_EXTENDED = Buffer.from(
  'UklGRkoAAABXRUJQVlA4WAoAAAAQAAAAAAAAAAAAQUxQSAwAAAARBxAR/Q9ERP8DAABWUDggGAAAABQBAJ0BKgEAAQAAAP4AAA3AAP7mtQAAAA==',
  'base64',
);

describe(sniffImage.name, () => {
  it.each([
    ['PNG', PNG, { mime: 'image/png', ext: 'png' }],
    ['JPEG', JPEG, { mime: 'image/jpeg', ext: 'jpg' }],
    ['GIF89a', GIF89A, { mime: 'image/gif', ext: 'gif' }],
    [
      'GIF87a',
      Buffer.concat([Buffer.from('GIF87a', 'latin1'), GIF89A.subarray(6)]),
      { mime: 'image/gif', ext: 'gif' },
    ],
    ['lossy WebP (VP8)', WEBP_LOSSY, { mime: 'image/webp', ext: 'webp' }],
    ['lossless WebP (VP8L)', WEBP_LOSSLESS, { mime: 'image/webp', ext: 'webp' }],
    ['extended WebP (VP8X)', WEBP_EXTENDED, { mime: 'image/webp', ext: 'webp' }],
  ])('recognises a %s image by its content', (_name, bytes, expected) => {
    expect(sniffImage(bytes)).toEqual(expected);
  });

  it('recognises an image followed by trailing bytes', () => {
    expect(sniffImage(Buffer.concat([PNG, Buffer.alloc(16)]))).toEqual({ mime: 'image/png', ext: 'png' });
  });

  it('returns null for a text file, whatever it was called', () => {
    const renamedTextFile = Buffer.from('hello, this is not really photo.png\n', 'utf8');

    expect(sniffImage(renamedTextFile)).toBeNull();
  });

  it('returns null for an empty buffer', () => {
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });

  it('returns null for SVG, which can carry script', () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'utf8',
    );

    expect(sniffImage(svg)).toBeNull();
  });

  it.each([
    ['a bare PNG signature', PNG.subarray(0, 8)],
    [
      'a PNG signature without IHDR first',
      Buffer.concat([PNG.subarray(0, 12), Buffer.from('IDAT'), PNG.subarray(16)]),
    ],
    ['a PNG with zero width', Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(4), PNG.subarray(20)])],
    ['a JPEG SOI without a marker', Buffer.from([0xff, 0xd8, 0xff])],
    ['a JPEG SOI followed by data, not a marker', Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x10])],
    ['a GIF header without a screen descriptor', Buffer.from('GIF89a', 'latin1')],
    ['an unknown GIF version', Buffer.concat([Buffer.from('GIF88a', 'latin1'), GIF89A.subarray(6)])],
    [
      'a WAV file (RIFF but not WEBP)',
      Buffer.concat([
        Buffer.from('RIFF'),
        WEBP_LOSSY.subarray(4, 8),
        Buffer.from('WAVEfmt '),
        WEBP_LOSSY.subarray(16),
      ]),
    ],
    [
      'a WebP with an unknown first chunk',
      Buffer.concat([WEBP_LOSSY.subarray(0, 12), Buffer.from('VP9 '), WEBP_LOSSY.subarray(16)]),
    ],
    [
      'a VP8 chunk without the start code',
      Buffer.concat([WEBP_LOSSY.subarray(0, 23), Buffer.from([0, 0, 0]), WEBP_LOSSY.subarray(26)]),
    ],
    ['a truncated WebP (RIFF size larger than the data)', WEBP_LOSSY.subarray(0, WEBP_LOSSY.length - 4)],
  ])('returns null for %s', (_name, bytes) => {
    expect(sniffImage(bytes)).toBeNull();
  });
});
