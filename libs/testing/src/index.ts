export * from './test-env';
export * from './scratch-database';
