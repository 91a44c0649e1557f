import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { precompress } from './build/precompress.ts';
import { preloadMemberApp } from './build/preloadMemberApp.ts';
import { serviceWorker } from './build/serviceWorker.ts';

/** Absolute path of a file or folder, given relative to apps/web. */
const fromWeb = (relative: string): string => fileURLToPath(new URL(relative, import.meta.url));

/**
 * The renderer of the built app: Preact's React compatibility layer in place of React DOM
 * (docs/decisions/0005-preact-renders-the-built-web-app.md). The code is written and typed against React
 * 19; the dev server and the component tests (Vitest) render with React, the build (and so the end-to-end
 * tests, Lighthouse and every phone) with Preact, which is what keeps the first mobile route in its budget.
 */
const PREACT_FOR_REACT = {
  'react-dom/client': 'preact/compat/client',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
  react: 'preact/compat',
};

// The web app may import only the decorator-free libraries (scope:shared); the aliases below are the
// bundler half of that rule, @nx/enforce-module-boundaries in eslint.config.mjs is the lint half.
export default defineConfig(({ command }) => ({
  root: fromWeb('.'),
  base: '/',
  cacheDir: fromWeb('../../node_modules/.vite/web'),
  plugins: [react(), preloadMemberApp(), serviceWorker(fromWeb('sw/service-worker.ts')), precompress()],
  resolve: {
    alias: {
      ...(command === 'build' && !process.env.VITEST ? PREACT_FOR_REACT : {}),
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
    setupFiles: ['src/test-setup.ts'],
  },
}));
