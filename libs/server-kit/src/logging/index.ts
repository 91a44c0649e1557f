export * from './request-context';
export * from './logger';
