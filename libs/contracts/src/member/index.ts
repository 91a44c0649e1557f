export * from './member.requests';
