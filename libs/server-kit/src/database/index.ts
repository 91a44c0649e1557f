export * from './database';
export * from './messaging.entities';
