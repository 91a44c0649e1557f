// Fuzz tier: every operation of the gateway's OpenAPI document, sent hostile input by each kind of caller,
// against the built standalone product (see docs/testing.md). FUZZ_SEED / FUZZ_PATH replay a failure.
module.exports = {
  ...require('./jest.preset'),
  displayName: 'fuzz',
  testMatch: ['<rootDir>/test/fuzz/**/*.fuzz-spec.ts'],
  globalSetup: '<rootDir>/test/fuzz/global-setup.ts',
  globalTeardown: '<rootDir>/test/fuzz/global-teardown.ts',
  reporters: [
    'default',
    [
      '<rootDir>/libs/testing/src/count-reporter.js',
      { label: 'Fuzz tests run against the standalone build' },
    ],
  ],
  testTimeout: 120000,
  maxWorkers: 1,
};
