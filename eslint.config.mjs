// @ts-check
import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

const TS_FILES = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];
const CODE_FILES = [...TS_FILES, '**/*.js', '**/*.mjs', '**/*.cjs', '**/*.jsx'];
/** Test code: the only code allowed to import the testing library (type:testing). */
const TEST_FILES = [
  '**/*.spec.ts',
  '**/*.integration-spec.ts',
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/test/**/*.ts',
  '**/e2e/**/*.ts',
];
/** Files whose framework wants a default export. */
const FRAMEWORK_ENTRY_POINTS = [
  '**/*.config.ts',
  '**/*.config.mts',
  '**/*.config.mjs',
  '**/*.config.js',
  // Jest's globalSetup / globalTeardown modules must export their function as the default export.
  'libs/testing/src/global-setup.ts',
  'libs/testing/src/global-teardown.ts',
  'libs/testing/src/smoke-global-setup.ts',
  'libs/testing/src/smoke-global-teardown.ts',
  // Playwright's global setup and reporters likewise.
  'apps/web/e2e/support/global-setup.ts',
  'apps/web/e2e/support/*-reporter.ts',
  'test/fuzz/global-setup.ts',
  'test/fuzz/global-teardown.ts',
];

/** Packages that run only on the server; neither the browser nor the decorator-free libraries may load them. */
const SERVER_ONLY_PACKAGES = [
  '@nestjs/*',
  'typeorm',
  'pg',
  '@nats-io/*',
  '@electric-sql/*',
  '@aws-sdk/*',
  '@fastify/*',
  'pino',
  'ioredis',
  'jsonwebtoken',
  'reflect-metadata',
  'class-validator',
  'class-transformer',
];
/** Packages that belong to the web app only. */
const BROWSER_ONLY_PACKAGES = ['react', 'react-dom', 'react-router', 'react-router-dom', '@tanstack/*'];

/** The services' database and mail packages: the gateway owns no database and sends no mail. */
const DATABASE_AND_MAIL_PACKAGES = ['typeorm', '@nestjs/typeorm', 'pg', 'postgres', 'nodemailer'];
/** The server-kit entry points that load them (test/smoke/gateway-dependencies proves the gateway loads none). */
const DATABASE_AND_MAIL_ENTRY_POINTS = ['database', 'outbox', 'service', 'mail'].map(
  (entry) => `@stamp/server-kit/${entry}`,
);

/** What a server-side project (a service, the gateway, the launcher, a server library) may depend on. */
const serverSide = (sourceTag) => ({
  sourceTag,
  onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'],
  bannedExternalImports: BROWSER_ONLY_PACKAGES,
});

/**
 * Module boundaries by tag (see each project.json). The constraints that match a project all apply.
 * - the web app sees only the shared libraries; shared libraries see only each other;
 * - each service, the gateway and the launcher see server and shared libraries, never another app
 *   (Nx also forbids importing an application outright);
 * - the gateway loads no database or mail package (and, below, no server-kit entry point that does);
 * - contracts never depend on the testing library.
 */
const depConstraints = [
  {
    sourceTag: 'scope:web',
    onlyDependOnLibsWithTags: ['scope:shared'],
    bannedExternalImports: SERVER_ONLY_PACKAGES,
  },
  {
    sourceTag: 'scope:shared',
    onlyDependOnLibsWithTags: ['scope:shared'],
    bannedExternalImports: [...SERVER_ONLY_PACKAGES, ...BROWSER_ONLY_PACKAGES],
  },
  { sourceTag: 'type:types', onlyDependOnLibsWithTags: ['type:types'] },
  { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:types', 'type:data'] },
  serverSide('scope:server'),
  serverSide('scope:gateway'),
  { sourceTag: 'scope:gateway', bannedExternalImports: DATABASE_AND_MAIL_PACKAGES },
  serverSide('scope:store'),
  serverSide('scope:member'),
  serverSide('scope:loyalty'),
  serverSide('scope:push'),
  serverSide('scope:launcher'),
  { sourceTag: 'type:contracts', notDependOnLibsWithTags: ['type:testing'] },
];

/** Outside test code nothing may import the testing library. */
const productionOnly = { sourceTag: '*', notDependOnLibsWithTags: ['type:testing'] };

const moduleBoundaries = (constraints, allow = []) => [
  'error',
  {
    allow,
    enforceBuildableLibDependency: false,
    depConstraints: constraints,
  },
];

/** Node's globals, for the few plain JavaScript scripts (a Jest reporter, a generator under tools/). */
const readonlyGlobals = (names) => Object.fromEntries(names.map((name) => [name, 'readonly']));
const NODE_GLOBALS = readonlyGlobals([
  'process',
  'console',
  'Buffer',
  'URL',
  'URLSearchParams',
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'setImmediate',
  'queueMicrotask',
  'structuredClone',
  'fetch',
]);
const COMMONJS_GLOBALS = readonlyGlobals(['require', 'module', 'exports', '__dirname', '__filename']);

/** Node-only globals that do not exist in the browser bundle, and what the web app calls instead. */
const NOT_IN_THE_BROWSER = [
  'process',
  'Buffer',
  'global',
  'require',
  'module',
  '__dirname',
  '__filename',
].map((name) => ({ name, message: 'The web app runs in the browser, not in Node.' }));
const NO_FETCH_IN_COMPONENTS = {
  name: 'fetch',
  message: 'Call the server through the TanStack Query hooks in src/modules/<feature>/api.',
};

/**
 * The web app's feature boundaries (docs/web.md, "Modules"): each folder under apps/web/src/modules is a
 * module whose index.ts is its public face. Nothing outside a module (another module, a page, the router)
 * may import a file inside it other than its index.ts, or a `*.lazy.ts` entry kept apart for `import()` so
 * a lazy chunk stays small. `ui` is the exception: a kit of independent pieces, one entry per root file (a
 * barrel would bring its back-office pieces into the member app's first chunk); its subfolders stay its own.
 */
const WEB_SRC = 'apps/web/src';
const WEB_MODULES = `${WEB_SRC}/modules`;
const ENTRY_PER_FILE_MODULES = new Set(['ui']);
const webModuleZones = readdirSync(new URL(WEB_MODULES, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => {
    const root = `${import.meta.dirname}/${WEB_MODULES}/${name}`;
    return {
      target: [`${WEB_SRC}/*`, `${WEB_SRC}/!(modules)/**/*`, `${WEB_MODULES}/!(${name})/**/*`],
      from: [`${WEB_MODULES}/${name}/**/*`],
      except: ENTRY_PER_FILE_MODULES.has(name)
        ? [`${root}/*`]
        : [`${root}/index.ts?(x)`, `${root}/*.lazy.ts`],
      message: ENTRY_PER_FILE_MODULES.has(name)
        ? `Import one of modules/${name}'s own files, not what is inside its folders.`
        : `Import modules/${name} through its index.ts: its components, hooks, api, utils and schemas are its own.`,
    };
  });

export default defineConfig(
  globalIgnores([
    '**/dist/',
    '**/node_modules/',
    '**/coverage/',
    '.nx/',
    'data/',
    'tmp/',
    'apps/web/dist/',
    'libs/regions/src/data/',
    // Generated by `npm run api:generate` (checked for staleness by `npm run api:check`).
    'libs/api-client/src/schema.gen.ts',
    // Root-level CommonJS config files (jest.config.*.js, jest.preset.js, ...).
    '*.js',
    '*.cjs',
  ]),

  ...nx.configs['flat/base'],

  {
    name: 'stamp/javascript',
    files: CODE_FILES,
    extends: [js.configs.recommended],
  },

  {
    name: 'stamp/node-scripts',
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    languageOptions: { globals: NODE_GLOBALS },
  },
  {
    name: 'stamp/commonjs',
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: COMMONJS_GLOBALS },
  },

  {
    name: 'stamp/typescript',
    files: TS_FILES,
    extends: [tseslint.configs.strictTypeChecked, tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      parserOptions: {
        // Each file is checked with its nearest tsconfig.json: the root one for server code and libraries,
        // apps/web/tsconfig.json for the web app.
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // NestJS modules (and other framework classes) are empty classes that exist for their decorator.
      '@typescript-eslint/no-extraneous-class': ['error', { allowWithDecorator: true }],
      // stylistic's `non-nullable-type-assertion-style` asks for `x!`, which strict's `no-non-null-assertion`
      // forbids; we keep the strict rule (narrow instead of asserting) and drop the contradicting one.
      '@typescript-eslint/non-nullable-type-assertion-style': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },

  {
    // Server code uses classes as wire shapes (contract messages and views with class-validator / Swagger
    // decorators): senders pass plain objects, which is what JSON carries anyway, and receivers turn them into
    // instances with class-transformer before validating. The rule has no option to exempt such method-less
    // classes, so it stays on for the web app and the decorator-free libraries only.
    name: 'stamp/server/dto-classes',
    files: TS_FILES,
    ignores: ['apps/web/**', 'libs/shared/**', 'libs/regions/**'],
    rules: { '@typescript-eslint/no-unsafe-class-instance-assignment': 'off' },
  },

  {
    name: 'stamp/named-exports',
    files: CODE_FILES,
    ignores: FRAMEWORK_ENTRY_POINTS,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportDefaultDeclaration',
          message: 'Use a named export; default exports are only for framework entry points.',
        },
        {
          selector: "ExportNamedDeclaration > ExportSpecifier[exported.name='default']",
          message: 'Use a named export; default exports are only for framework entry points.',
        },
      ],
    },
  },

  {
    name: 'stamp/module-boundaries',
    files: CODE_FILES,
    rules: { '@nx/enforce-module-boundaries': moduleBoundaries([...depConstraints, productionOnly]) },
  },
  {
    // A library's run-time entry (libs/*/main.js, libs/*/entries/*.js) only re-exports its compiled output from dist/, which is
    // not a project; the boundary rule would read that as a relative import of an external resource.
    name: 'stamp/module-boundaries/package-entry-points',
    files: ['libs/*/main.js', 'libs/*/entries/*.js'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    name: 'stamp/module-boundaries/tests',
    files: TEST_FILES,
    rules: { '@nx/enforce-module-boundaries': moduleBoundaries(depConstraints) },
  },

  {
    // The end-to-end harness starts the built product with the smoke tier's process helpers and seeds the Jest
    // tiers' field values (test/support, no project); Playwright's fixtures take their dependencies as an
    // object pattern, `{}` when there are none.
    name: 'stamp/web/e2e',
    files: ['apps/web/e2e/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': moduleBoundaries(depConstraints, [
        '../../../../test/support/processes',
        '../../../../test/support/seed-data',
      ]),
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
    },
  },

  {
    // server-kit is one Nx project with an entry point per concern; the gateway may use bus, config,
    // logging, storage and the rest, never those that open a database or a mail transport.
    name: 'stamp/gateway/no-database',
    files: ['apps/gateway/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: DATABASE_AND_MAIL_ENTRY_POINTS.map((name) => ({
            name,
            message: 'The gateway owns no database and sends no mail: it talks to the services over the bus.',
          })),
        },
      ],
    },
  },

  {
    // Inside a service, repositories (with entities, migrations and the SQL helpers) are the only code that
    // speaks TypeORM; services hand the opaque TransactionScope on and never open it.
    name: 'stamp/services/repositories-only',
    files: ['apps/*-service/src/**/*.ts'],
    ignores: [
      '**/*.repository.ts',
      '**/*.entity.ts',
      '**/*.columns.ts',
      '**/migrations/**',
      'apps/loyalty-service/src/database.ts',
      ...TEST_FILES,
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['typeorm', '@nestjs/typeorm'].map((name) => ({
              name,
              message: 'Only repositories speak TypeORM: pass a TransactionScope to one.',
            })),
            {
              name: '@stamp/server-kit/database',
              importNames: ['managerOf', 'transactionScope', 'isUniqueViolation'],
              message: 'Only repositories open a transaction scope or read database errors.',
            },
          ],
        },
      ],
    },
  },

  {
    name: 'stamp/tests',
    files: TEST_FILES,
    rules: {
      // `expect(repository.save).toHaveBeenCalledWith(...)` passes a jest mock method unbound on purpose.
      '@typescript-eslint/unbound-method': 'off',
    },
  },

  {
    name: 'stamp/web',
    files: ['apps/web/src/**/*.ts', 'apps/web/src/**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: webModuleZones }],
      // A cycle between two modules is a cycle between their index files: this keeps the module graph a tree.
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-globals': ['error', ...NOT_IN_THE_BROWSER, NO_FETCH_IN_COMPONENTS],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*'], message: 'The web app runs in the browser, not in Node.' }] },
      ],
    },
  },
  {
    // The back-office's one list hook calls TanStack Table's useReactTable, which the React Compiler lint
    // lists as incompatible (its table instance is mutable) and reports on every call as "Compilation
    // Skipped". The build runs no React Compiler, and the hook opts out of it ('use no memo') should one come.
    name: 'stamp/web/list-table',
    files: ['apps/web/src/modules/ui/useListPage.ts'],
    rules: { 'react-hooks/incompatible-library': 'off' },
  },
  {
    // The per-endpoint query hooks are the one place that may reach the network, with the API client's
    // fetch that hands them the answers of calls index.html started early.
    name: 'stamp/web/api-hooks',
    files: ['apps/web/src/modules/*/api/**', 'apps/web/src/modules/api/earlyCalls.ts'],
    rules: { 'no-restricted-globals': ['error', ...NOT_IN_THE_BROWSER] },
  },
);
