export * from './loyalty.events';
export * from './loyalty.requests';
export * from './loyalty.requests-def';
export * from './loyalty.views';
