// Smoke tier: boots the built product the way `npm start` does (standalone) and as separate processes
// (distributed, real Postgres and NATS), then creates and reads a store through the gateway. The global setup
// finds or starts PostgreSQL, NATS and Redis as the integration tier's does (docs/testing.md, "Services").
module.exports = {
  ...require('./jest.preset'),
  displayName: 'smoke',
  testMatch: ['<rootDir>/test/smoke/**/*.smoke-spec.ts'],
  globalSetup: '<rootDir>/libs/testing/src/smoke-global-setup.ts',
  globalTeardown: '<rootDir>/libs/testing/src/smoke-global-teardown.ts',
  testTimeout: 180000,
  maxWorkers: 1,
};
