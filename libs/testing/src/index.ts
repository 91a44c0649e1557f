export * from './test-env';
export * from './scratch-database';
export * from './unit-fakes';
export * from './eventually';
export * from './endless-upload';
export * from './one-time-codes';
