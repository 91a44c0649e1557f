// Unit tier: *.spec.ts beside the code; no database, no broker.
module.exports = {
  ...require('./jest.preset'),
  displayName: 'unit',
  testMatch: ['<rootDir>/{apps,libs}/**/src/**/*.spec.ts', '<rootDir>/tools/**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/apps/web/'],
};
