export * from './test-env';
