export * from './loyalty.events';
export * from './loyalty.requests';
