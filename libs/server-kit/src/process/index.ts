export * from './process-lifecycle';
export * from './startup-error';
export * from './console-notices';
export * from './ops-server';
export * from './shutdown-sequence';
export * from './retrying';
