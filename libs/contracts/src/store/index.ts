export * from './store.subjects';
export * from './store.messages';
export * from './store.events';
export * from './store.errors';
export * from './store.views';
