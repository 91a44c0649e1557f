/**
 * Store photos are made smaller on the phone before they are uploaded. A phone's camera takes photos of
 * 4000 × 3000 pixels and 3 to 8 MB; a store card or the photo tab never shows more than PHOTO_MAX_EDGE pixels.
 * Sixteen such photos are 50 MB or more of an owner's mobile data, and one over the server's limit was
 * refused only after it had been sent. Shrunk, each is a few hundred KB.
 */

/** The long side of a photo as it is uploaded, at most: sharp on a phone's screen and on a desktop's cards. */
export const PHOTO_MAX_EDGE = 1600;
/** A photo within PHOTO_MAX_EDGE and at most this size goes as it is. */
export const PHOTO_SMALL_ENOUGH_BYTES = 1_000_000;
const QUALITY = 0.85;
/** What a browser can draw and encode again; a GIF may move, and anything else is the server's to judge. */
const SHRINKABLE = /^image\/(jpeg|png|webp)$/;

export interface PhotoSize {
  width: number;
  height: number;
}

/** The size to send a photo at, or null when it goes as it is. */
export function shrunkSize(width: number, height: number, bytes: number): PhotoSize | null {
  const longSide = Math.max(width, height);
  if (longSide <= PHOTO_MAX_EDGE && bytes <= PHOTO_SMALL_ENOUGH_BYTES) return null;
  const scale = Math.min(1, PHOTO_MAX_EDGE / longSide);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** The photo drawn at `size` on white (a transparent PNG's background would otherwise turn black in a JPEG). */
async function encode(bitmap: ImageBitmap, size: PhotoSize): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  const as = (type: string) =>
    new Promise<Blob | null>((resolve) => {
      canvas.toBlob(resolve, type, QUALITY);
    });
  // A browser that cannot encode WebP gives a PNG instead: then JPEG.
  const webp = await as('image/webp');
  return webp?.type === 'image/webp' ? webp : as('image/jpeg');
}

function renamed(name: string, type: string): string {
  const extension = type === 'image/webp' ? 'webp' : 'jpg';
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.${extension}`;
}

/**
 * The photo at most PHOTO_MAX_EDGE pixels on its long side (turned upright as the camera held it), in WebP
 * (JPEG where the browser cannot write WebP). The file itself when it is small already, when the browser
 * cannot read it, or when the result would not be smaller.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  if (!SHRINKABLE.test(file.type)) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const size = shrunkSize(bitmap.width, bitmap.height, file.size);
    const blob = size ? await encode(bitmap, size) : null;
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], renamed(file.name, blob.type), {
      type: blob.type,
      lastModified: file.lastModified,
    });
  } finally {
    bitmap.close();
  }
}
