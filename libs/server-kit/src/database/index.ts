export * from './database';
export * from './migration-policy';
export * from './messaging.entities';
export * from './hot-statements';
export * from './table-names';
export * from './calendar-days';
export * from './transaction-scope';
export * from './sessions';
