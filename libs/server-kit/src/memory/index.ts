export * from './lru-map';
