export * from './passwords';
