import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import type { Plugin } from 'vite';

const TEXT = /\.(js|css|html|json|webmanifest|svg)$/;
/** Smaller files gain nothing from compression. */
const MIN_BYTES = 1024;

function writeCompressedCopies(path: string): void {
  const content = readFileSync(path);
  if (content.length < MIN_BYTES) return;
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the build, at the highest
 * levels, once: the gateway serves them to browsers that accept them (@fastify/static `preCompressed`),
 * so a phone on slow data downloads about a third of the bytes and the server compresses nothing per request.
 * It runs last, over the whole output folder: the bundle, the public files and the service worker, which
 * vite-plugin-pwa's own build writes in its (sequential) `closeBundle`, earlier in the plugin list.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'stamp:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
          const path = join(outDir, file);
          if (TEXT.test(file) && statSync(path).isFile()) writeCompressedCopies(path);
        }
      },
    },
  };
}
