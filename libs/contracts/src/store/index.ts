export * from './store.views';
export * from './store.requests';
export * from './store.requests-def';
export * from './store.events';
export * from './stamp-password-verifier';
