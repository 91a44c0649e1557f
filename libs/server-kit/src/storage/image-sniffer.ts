export type SniffedImageMime = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';
export type SniffedImageExt = 'jpg' | 'png' | 'gif' | 'webp';

export interface SniffedImage {
  mime: SniffedImageMime;
  ext: SniffedImageExt;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Identifies an uploaded image by its content (magic bytes plus a minimal structural check), never by
 * its file name. Returns null for anything that is not a JPEG, PNG, GIF or WebP image. `bytes` may be only
 * the file's start (64 bytes are enough) when `size` says how long the whole file is.
 */
export function sniffImage(bytes: Buffer, size: number = bytes.length): SniffedImage | null {
  if (isPng(bytes)) return { mime: 'image/png', ext: 'png' };
  if (isJpeg(bytes)) return { mime: 'image/jpeg', ext: 'jpg' };
  if (isGif(bytes)) return { mime: 'image/gif', ext: 'gif' };
  if (isWebp(bytes, size)) return { mime: 'image/webp', ext: 'webp' };
  return null;
}

/** Signature, then the IHDR chunk first: length 13, non-zero width and height. */
function isPng(b: Buffer): boolean {
  if (b.length < 8 + 8 + 13 + 4) return false;
  if (!b.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  if (b.readUInt32BE(8) !== 13 || ascii(b, 12, 4) !== 'IHDR') return false;
  return b.readUInt32BE(16) > 0 && b.readUInt32BE(20) > 0;
}

/** SOI (FF D8) followed by the next marker (FF xx, xx a marker code, e.g. E0 JFIF, E1 Exif, DB). */
function isJpeg(b: Buffer): boolean {
  return b.length >= 4 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff && b[3] >= 0xc0;
}

/** GIF87a/GIF89a header plus the 7-byte logical screen descriptor. */
function isGif(b: Buffer): boolean {
  if (b.length < 13) return false;
  const header = ascii(b, 0, 6);
  return header === 'GIF87a' || header === 'GIF89a';
}

/** RIFF container of form WEBP whose first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended). */
function isWebp(b: Buffer, size: number): boolean {
  if (b.length < 20 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return false;
  const riffSize = b.readUInt32LE(4);
  if (riffSize < 4 + 8 || riffSize + 8 > size) return false; // declared size must fit in the file
  const chunk = ascii(b, 12, 4);
  switch (chunk) {
    case 'VP8 ': // frame tag (3 bytes) then the start code 9D 01 2A
      return b.length >= 26 && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a;
    case 'VP8L': // one signature byte 0x2F
      return b.length >= 21 && b[20] === 0x2f;
    case 'VP8X': // fixed 10-byte payload
      return b.readUInt32LE(16) === 10 && b.length >= 30;
    default:
      return false;
  }
}

function ascii(b: Buffer, start: number, length: number): string {
  return b.toString('latin1', start, start + length);
}
