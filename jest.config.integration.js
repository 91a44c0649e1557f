// Integration tier: *.integration-spec.ts against real PostgreSQL, NATS and Redis: the environment's, the local
// ones or containers (docs/testing.md, "Services").
module.exports = {
  ...require('./jest.preset'),
  displayName: 'integration',
  testMatch: ['<rootDir>/{apps,libs,test}/**/*.integration-spec.ts'],
  globalSetup: '<rootDir>/libs/testing/src/global-setup.ts',
  globalTeardown: '<rootDir>/libs/testing/src/global-teardown.ts',
  reporters: ['default', '<rootDir>/libs/testing/src/count-reporter.js'],
  testTimeout: 30000,
  maxWorkers: 1,
};
