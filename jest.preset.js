// Shared Jest settings: TypeScript through @swc/jest (NestJS 12, p-retry and is-network-error ship ESM only, so they are transformed to CommonJS too).
const path = require('node:path');

const libs = ['contracts', 'shared', 'regions', 'testing'];

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j|mj)s$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|@nats-io|@electric-sql|content-disposition|p-retry|is-network-error)/)',
  ],
  moduleNameMapper: {
    ...Object.fromEntries(
      libs.map((lib) => [`^@stamp/${lib}$`, path.join(__dirname, `libs/${lib}/src/index.ts`)]),
    ),
    // shared's rules have an entry of their own (`@stamp/shared/rules`, no catalogue in it).
    '^@stamp/shared/rules$': path.join(__dirname, 'libs/shared/src/rules/index.ts'),
    // server-kit has one entry point per concern (bus, database, mail, ...) and no barrel.
    '^@stamp/server-kit/([a-z-]+)$': path.join(__dirname, 'libs/server-kit/src/$1/index.ts'),
    // ESM-style relative imports of TypeScript modules (`import('./ko.js')`), as the web build writes them.
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  modulePathIgnorePatterns: ['<rootDir>/dist/', '<rootDir>/apps/web/'],
  setupFiles: ['reflect-metadata'],
};
