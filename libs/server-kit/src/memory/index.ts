export * from './lru-map';
export * from './kept-time';
