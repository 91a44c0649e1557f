import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import type { Plugin } from 'vite';

const TEXT = /\.(js|css|html|json|webmanifest|svg)$/;
/** Smaller files gain nothing from compression. */
const MIN_BYTES = 1024;
/** Written after the bundle, by vite-plugin-pwa's own build in its (sequential) `closeBundle`. */
const SERVICE_WORKER = 'sw.js';

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
    writeBundle(_options, bundle) {
      for (const fileName of [...Object.keys(bundle), 'manifest.webmanifest']) {
        if (TEXT.test(fileName)) writeCompressedCopies(join(outDir, fileName));
      }
    },
    // After vite-plugin-pwa's, which comes first in the plugin list and is sequential too.
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        const serviceWorker = join(outDir, SERVICE_WORKER);
        if (existsSync(serviceWorker)) writeCompressedCopies(serviceWorker);
      },
    },
  };
}
