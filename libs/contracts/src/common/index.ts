export * from './message-def';
export * from './errors';
