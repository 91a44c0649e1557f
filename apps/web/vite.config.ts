import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { precompress } from './build/precompress.ts';
import { preloadMemberApp } from './build/preloadMemberApp.ts';
import { serviceWorker } from './build/serviceWorker.ts';

/** Absolute path of a file or folder, given relative to apps/web. */
const fromWeb = (relative: string): string => fileURLToPath(new URL(relative, import.meta.url));

// The web app may import only the decorator-free libraries (scope:shared); the aliases below are the
// bundler half of that rule, @nx/enforce-module-boundaries in eslint.config.mjs is the lint half.
export default defineConfig(() => ({
  root: fromWeb('.'),
  base: '/',
  cacheDir: fromWeb('../../node_modules/.vite/web'),
  plugins: [react(), preloadMemberApp(), serviceWorker(fromWeb('sw/service-worker.ts')), precompress()],
  resolve: {
    alias: {
      '@stamp/shared': fromWeb('../../libs/shared/src/index.ts'),
      '@stamp/regions': fromWeb('../../libs/regions/src/index.ts'),
      '@stamp/api-client': fromWeb('../../libs/api-client/src/index.ts'),
    },
  },
  build: {
    outDir: fromWeb('dist'),
    emptyOutDir: true,
  },
  test: {
    root: fromWeb('.'),
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['test-support/node-form-classes.ts', 'src/test-setup.ts'],
  },
}));
