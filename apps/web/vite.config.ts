import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import type { LogLevel } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

import { FIRST_ROUTE_GROUPS } from './build/firstRouteChunks.ts';
import { memberShell } from './build/memberShell.ts';
import { precompress } from './build/precompress.ts';
import { preloadMemberApp } from './build/preloadMemberApp.ts';
import { MEMBER_APP_CALLS, ROUTE_PRELOADS } from './build/routePreloads.ts';

/** Absolute path of a file or folder, given relative to apps/web. */
const fromWeb = (relative: string): string => fileURLToPath(new URL(relative, import.meta.url));

/**
 * vite-plugin-pwa builds the service worker with a Vite build of its own, which logs at the app's build's level
 * (`--logLevel warn` prints warnings only).
 */
function serviceWorkerBuild(): NonNullable<VitePWAOptions['integration']> {
  let logLevel: LogLevel | undefined;
  return {
    configureOptions(appConfig) {
      logLevel = appConfig.logLevel;
    },
    configureCustomSWViteBuild(config) {
      config.logLevel = logLevel;
    },
  };
}

// The web app may import only the decorator-free libraries (scope:shared); the aliases below are the
// bundler half of that rule, @nx/enforce-module-boundaries in eslint.config.mjs is the lint half.
export default defineConfig(() => {
  const shell = memberShell();
  return {
    root: fromWeb('.'),
    base: '/',
    cacheDir: fromWeb('../../node_modules/.vite/web'),
    plugins: [
      react(),
      preloadMemberApp(ROUTE_PRELOADS, MEMBER_APP_CALLS),
      shell.plugin,
      // The member app's service worker (sw/sw.ts, Workbox) built into /sw.js with the shell's precache list.
      // modules/pwa registers it after the page has loaded (so no script is injected here), and
      // public/manifest.webmanifest is the web manifest (so none is generated).
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        injectRegister: false,
        manifest: false,
        injectManifest: {
          // A classic worker (modules/pwa registers it without `type: 'module'`), one file. The plugin's `es`
          // build asks Rolldown for one file with Rollup's deprecated `inlineDynamicImports`, which warns on
          // every Vite 8 build (vite-pwa/vite-plugin-pwa#912); its `iife` build does not need it.
          rollupFormat: 'iife',
          globPatterns: ['**/*.{js,css,html,webmanifest,png}'],
          manifestTransforms: [shell.keepShellOnly],
        },
        integration: serviceWorkerBuild(),
      }),
      precompress(),
    ],
    resolve: {
      alias: {
        // The rules' own entry (libs/shared/src/rules): lazy chunks take them without the package's index.
        '@stamp/shared/rules': fromWeb('../../libs/shared/src/rules/index.ts'),
        '@stamp/shared': fromWeb('../../libs/shared/src/index.ts'),
        '@stamp/regions': fromWeb('../../libs/regions/src/index.ts'),
        '@stamp/api-client': fromWeb('../../libs/api-client/src/index.ts'),
      },
    },
    build: {
      outDir: fromWeb('dist'),
      emptyOutDir: true,
      rolldownOptions: { output: { codeSplitting: { groups: FIRST_ROUTE_GROUPS } } },
    },
    test: {
      root: fromWeb('.'),
      environment: 'jsdom',
      include: ['src/**/*.test.tsx', 'src/**/*.test.ts', 'build/**/*.test.ts'],
      setupFiles: ['test-support/node-form-classes.ts', 'src/test-setup.ts'],
      // A worker per core: Vitest's default leaves one core to its main process, which is idle while the
      // workers run (on a two-core machine, 182 s with one worker against 132 s with two).
      maxWorkers: '100%',
    },
  };
});
