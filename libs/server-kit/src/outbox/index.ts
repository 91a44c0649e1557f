export * from './unit-of-work';
export * from './outbox-relay';
export * from './event-inbox';
export * from './messaging-pruner';
