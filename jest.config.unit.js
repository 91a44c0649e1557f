// Unit tier: *.spec.ts beside the code; no database, no broker.
module.exports = {
  ...require('./jest.preset'),
  displayName: 'unit',
  testMatch: ['<rootDir>/{apps,libs}/**/src/**/*.spec.ts', '<rootDir>/tools/**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/apps/web/'],
  // A worker per core: Jest's default leaves one core to its main process, which is idle while the workers run
  // (on a two-core machine, 92 s with one worker against 54 s with two).
  maxWorkers: '100%',
};
