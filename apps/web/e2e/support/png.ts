import { crc32, deflateSync } from 'node:zlib';

/** An image the upload endpoints accept, in the shape Playwright's multipart bodies and file inputs take. */
export interface ImageFile {
  name: string;
  mimeType: 'image/png';
  buffer: Buffer;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Red, green, blue, each 0 to 255. */
export type Rgb = readonly [number, number, number];

/**
 * A real PNG (8-bit RGB) drawn in code: a vertical gradient from `color` to white with a darker diagonal band,
 * so two photos of different colours are told apart in a screenshot. No binary files in the repository.
 */
export function pngImage(name: string, color: Rgb, width = 320, height = 240): ImageFile {
  const row = 1 + width * 3;
  const pixels = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    pixels[y * row] = 0; // filter: none
    const fade = y / height / 2;
    for (let x = 0; x < width; x++) {
      const band = Math.abs(x - y * (width / height)) < width / 10 ? 0.6 : 1;
      color.forEach((channel, i) => {
        pixels[y * row + 1 + x * 3 + i] = Math.round((channel + (255 - channel) * fade) * band);
      });
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const buffer = Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name: name.endsWith('.png') ? name : `${name}.png`, mimeType: 'image/png', buffer };
}

/** A few ready-made photos for stores. */
export const PHOTOS = {
  storefront: pngImage('storefront', [200, 80, 40]),
  counter: pngImage('counter', [40, 120, 200]),
  coffee: pngImage('coffee', [110, 70, 40]),
  garden: pngImage('garden', [60, 160, 80]),
} as const;
