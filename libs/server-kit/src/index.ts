export * from './bus';
export * from './config';
export * from './database';
export * from './logging';
export * from './outbox';
export * from './service';
export * from './validation';
export * from './storage';
