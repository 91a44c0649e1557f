// Draws the web app's PNG icons (the StampMark: a green stamp with a dashed ring and a check) into
// apps/web/public/icons, with no image library: shapes as distance functions, 4×4 supersampling, a PNG
// written with zlib. Run `npm run icons:generate` after changing the mark; the PNGs are committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '../../apps/web/public/icons');
const BRAND = [0x0b, 0x7a, 0x5a];
const WHITE = [0xff, 0xff, 0xff];
const SAMPLES = 4;

/** Distance from p to the segment a–b. */
function segmentDistance(px, py, ax, ay, bx, by) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
}

/**
 * The colour at (x, y) in the mark's own 48-unit box, or null where it is transparent. `fullBleed` paints
 * the whole square green (maskable and Apple icons: the platform cuts its own shape).
 */
function markColour(x, y, fullBleed) {
  const r = Math.hypot(x - 24, y - 24);
  const inDisc = fullBleed || r <= 21;
  if (!inDisc) return null;
  const check =
    Math.min(segmentDistance(x, y, 16, 24.5, 21.5, 30), segmentDistance(x, y, 21.5, 30, 33, 18.5)) <= 1.75;
  const arc = ((Math.atan2(y - 24, x - 24) + Math.PI) * 16) % 6;
  const ring = Math.abs(r - 16) <= 1 && arc < 3;
  return check || ring ? WHITE : BRAND;
}

/** RGBA pixels of a size×size icon; the mark fills `scale` of the square, centred. */
function draw(size, scale, fullBleed) {
  const pixels = Buffer.alloc(size * size * 4);
  const unit = 48 / (size * scale);
  const offset = (48 - 48 / scale) / 2;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let [r, g, b, a] = [0, 0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = (px + (sx + 0.5) / SAMPLES) * unit + offset;
          const y = (py + (sy + 0.5) / SAMPLES) * unit + offset;
          const colour = markColour(x, y, fullBleed);
          if (colour) {
            r += colour[0];
            g += colour[1];
            b += colour[2];
            a += 1;
          }
        }
      }
      const at = (py * size + px) * 4;
      pixels[at] = a ? Math.round(r / a) : 0;
      pixels[at + 1] = a ? Math.round(g / a) : 0;
      pixels[at + 2] = a ? Math.round(b / a) : 0;
      pixels[at + 3] = Math.round((255 * a) / SAMPLES ** 2);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const ICONS = [
  { file: 'icon-192.png', size: 192, scale: 1, fullBleed: false },
  { file: 'icon-512.png', size: 512, scale: 1, fullBleed: false },
  // Maskable: the mark inside the 80% safe zone, green to the edges.
  { file: 'icon-maskable-512.png', size: 512, scale: 0.7, fullBleed: true },
  { file: 'apple-touch-icon.png', size: 180, scale: 0.8, fullBleed: true },
];

mkdirSync(OUT, { recursive: true });
for (const { file, size, scale, fullBleed } of ICONS) {
  writeFileSync(join(OUT, file), png(size, draw(size, scale, fullBleed)));
  console.log(`wrote apps/web/public/icons/${file}`);
}
