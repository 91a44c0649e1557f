// Smoke tier: boots the built product the way `npm start` does (standalone) and as separate processes
// (distributed, real Postgres and NATS), then creates and reads a store through the gateway.
module.exports = {
  ...require('./jest.preset'),
  displayName: 'smoke',
  testMatch: ['<rootDir>/test/smoke/**/*.smoke-spec.ts'],
  testTimeout: 180000,
  maxWorkers: 1,
};
