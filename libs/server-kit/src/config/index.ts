export * from './load-config';
export * from './settings';
export * from './storage-settings';
export * from './time-zone';
export * from './telemetry-settings';
