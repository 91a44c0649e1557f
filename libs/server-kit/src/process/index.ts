export * from './process-lifecycle';
