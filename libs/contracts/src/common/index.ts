export * from './message-def';
export * from './errors';
export * from './trim';
export * from './views';
export * from './calendar';
export * from './upcast';
export * from './sessions';
export * from './passwords';
