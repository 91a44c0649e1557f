export * from './member.views';
export * from './member.requests';
export * from './member.requests-def';
export * from './member.events';
