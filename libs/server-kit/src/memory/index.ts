export * from './kept-time';
