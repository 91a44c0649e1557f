import { describe, expect, it } from 'vitest';

import { PHOTO_MAX_EDGE, PHOTO_SMALL_ENOUGH_BYTES, shrinkPhoto, shrunkSize } from './shrinkPhoto';

describe('shrunkSize', () => {
  it("scales a camera's photo down to the long side, either way round", () => {
    expect(shrunkSize(4000, 3000, 4_000_000)).toEqual({ width: PHOTO_MAX_EDGE, height: 1200 });
    expect(shrunkSize(3000, 4000, 4_000_000)).toEqual({ width: 1200, height: PHOTO_MAX_EDGE });
    expect(shrunkSize(4032, 1, 50_000)).toEqual({ width: PHOTO_MAX_EDGE, height: 1 });
  });

  it('leaves a photo that is small already as it is', () => {
    expect(shrunkSize(1600, 1200, PHOTO_SMALL_ENOUGH_BYTES)).toBeNull();
    expect(shrunkSize(320, 240, 20_000)).toBeNull();
  });

  it('encodes a heavy photo of a fitting size again, at its size', () => {
    expect(shrunkSize(1200, 900, PHOTO_SMALL_ENOUGH_BYTES + 1)).toEqual({ width: 1200, height: 900 });
  });
});

describe('shrinkPhoto', () => {
  it('sends a GIF, which may move, as it is', async () => {
    const gif = new File(['GIF89a'], 'wave.gif', { type: 'image/gif' });
    expect(await shrinkPhoto(gif)).toBe(gif);
  });

  it('sends a photo the browser cannot read as it is, for the server to judge', async () => {
    const broken = new File(['not a photo'], 'front.jpg', { type: 'image/jpeg' });
    expect(await shrinkPhoto(broken)).toBe(broken);
  });
});
