import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

import type { Plugin, Rollup } from 'vite';
import type { VitePWAOptions } from 'vite-plugin-pwa';

/** Workbox's hook on the precache list (workbox-build's `ManifestTransform`), as vite-plugin-pwa takes it. */
type ManifestTransform = NonNullable<
  NonNullable<VitePWAOptions['injectManifest']>['manifestTransforms']
>[number];

/** The back-office's code is not part of the member app's shell: a phone never downloads it. */
const ADMIN_MODULE = /[\\/]pages[\\/]admin[\\/]/;
/**
 * Nor is the list of common passwords (about 200 KB compressed): only a form that sets a password fetches
 * it, online, and the offline shell has no use for it.
 */
const COMMON_PASSWORD_LIST = /[\\/]passwords[\\/]utils[\\/]commonPasswordList\.ts$/;
const NOT_IN_SHELL = [ADMIN_MODULE, COMMON_PASSWORD_LIST];

/** Every file under `dir`, relative to it with `/` separators, as Workbox names them. */
function publicFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
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
  return [...files];
}

export interface MemberShell {
  /** Reads the member app's files off the bundle as it is written. */
  plugin: Plugin;
  /**
   * Keeps, of the build's files that Workbox found, the member app's shell only: the files above and the
   * public folder's (the web manifest and icons). For vite-plugin-pwa's `injectManifest.manifestTransforms`,
   * which run after the bundle is written.
   */
  keepShellOnly: ManifestTransform;
}

/**
 * The member app's offline shell, which the service worker precaches. Workbox sees only the files in
 * dist/; which of them the member app can load is known from the bundle's import graph, read here.
 */
export function memberShell(): MemberShell {
  let publicDir = '';
  let shell: Set<string> | null = null;
  return {
    plugin: {
      name: 'stamp:member-shell',
      apply: 'build',
      enforce: 'post',
      configResolved(config) {
        publicDir = config.publicDir;
      },
      generateBundle(_options, bundle) {
        shell = new Set([...memberAppFiles(bundle), ...(publicDir ? publicFiles(publicDir) : [])]);
      },
    },
    keepShellOnly: (entries) => {
      if (!shell) {
        throw new Error('memberShell: the service worker was built before the app: no shell to precache');
      }
      const known = shell;
      return { manifest: entries.filter((entry) => known.has(entry.url)), warnings: [] };
    },
  };
}
