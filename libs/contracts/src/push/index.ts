export * from './push.requests';
