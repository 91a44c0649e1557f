export * from './common';
export * from './store';
export * from './member';
export * from './loyalty';
export * from './push';
