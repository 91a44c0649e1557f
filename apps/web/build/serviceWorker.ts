import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

import { transformWithOxc, type Plugin, type Rollup } from 'vite';

/** The back-office's code is not part of the member app's shell: a phone never downloads it. */
const ADMIN_MODULE = /[\\/]pages[\\/]admin[\\/]/;
/**
 * Nor is the list of common passwords (about 200 KB compressed): only a form that sets a password fetches
 * it, online, and the offline shell has no use for it.
 */
const COMMON_PASSWORD_LIST = /[\\/]passwords[\\/]utils[\\/]commonPasswordList\.ts$/;
const NOT_IN_SHELL = [ADMIN_MODULE, COMMON_PASSWORD_LIST];

/** Every file under `dir`, as a URL path. */
function publicFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
}

/**
 * The member app's files in the bundle: the entry and everything it imports, statically or lazily, except
 * the back-office's lazy bundle and the common-password list (and what only they import), with their CSS.
 */
function memberAppFiles(bundle: Rollup.OutputBundle): string[] {
  const files = new Set<string>(['index.html']);
  const visit = (fileName: string): void => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || files.has(fileName)) return;
    const facade = chunk.isEntry ? null : chunk.facadeModuleId;
    if (facade && NOT_IN_SHELL.some((pattern) => pattern.test(facade))) return;
    files.add(fileName);
    chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
    [...chunk.imports, ...chunk.dynamicImports].forEach(visit);
  };
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk' && output.isEntry) visit(output.fileName);
  }
  return [...files].map((fileName) => `/${fileName}`);
}

/**
 * Builds `sw/service-worker.ts` into `/sw.js` with the member app's shell: its files (the bundle's member
 * chunks and CSS, index.html, the public folder's manifest and icons) and a version hashed from their
 * contents, so each deploy installs a new cache and the service worker drops the old one.
 */
export function serviceWorker(source: string): Plugin {
  let publicDir = '';
  return {
    name: 'stamp:service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async generateBundle(_options, bundle) {
      const fromPublic = publicDir ? publicFiles(publicDir) : [];
      const shell = [...memberAppFiles(bundle), ...fromPublic].sort();
      const hash = createHash('sha256');
      for (const output of Object.values(bundle)) {
        hash.update(output.fileName).update(output.type === 'chunk' ? output.code : output.source);
      }
      fromPublic.forEach((file) => hash.update(file).update(readFileSync(join(publicDir, file))));
      const compiled = await transformWithOxc(readFileSync(source, 'utf8'), source, { lang: 'ts' });
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: [
          `const SHELL_FILES = ${JSON.stringify(shell)};`,
          `const SHELL_VERSION = ${JSON.stringify(hash.digest('hex').slice(0, 16))};`,
          compiled.code,
        ].join('\n'),
      });
    },
  };
}
