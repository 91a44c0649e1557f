export * from './validate-message';
