export * from './messages';
export * from './constants';
