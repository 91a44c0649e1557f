export * from './loyalty.subjects';
export * from './loyalty.messages';
export * from './loyalty.events';
export * from './loyalty.errors';
export * from './loyalty.views';
export * from './mission-status';
