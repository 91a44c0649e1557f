import type * as Zlib from 'node:zlib';
import { brotliDecompressSync } from 'node:zlib';
import { serialized } from './http-cache';

// Brotli fails once, as it could when the process is short of memory, then works again.
let brotliFailures = 1;
jest.mock('node:zlib', () => {
  const actual = jest.requireActual<typeof Zlib>('node:zlib');
  return {
    ...actual,
    brotliCompress: (body: Buffer, options: Zlib.BrotliOptions, callback: Zlib.CompressCallback) => {
      if (brotliFailures > 0) {
        brotliFailures -= 1;
        callback(new Error('Cannot allocate memory'), Buffer.alloc(0));
        return;
      }
      actual.brotliCompress(body, options, callback);
    },
  };
});

describe('a compression that fails', () => {
  it('fails the request that asked for it, and is made again for the next', async () => {
    const answer = serialized(Array.from({ length: 100 }, (_, id) => ({ id })));
    await expect(answer.in('br')).rejects.toThrow('Cannot allocate memory');
    const again = await answer.in('br');
    expect(brotliDecompressSync(again).equals(answer.body)).toBe(true);
  });
});
