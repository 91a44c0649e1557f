export * from './request-context';
export * from './logger';
export * from './pretty';
