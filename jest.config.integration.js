// Integration tier: *.integration-spec.ts against real PostgreSQL and real NATS (see docs/testing.md).
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
