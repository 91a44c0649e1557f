export * from './member.subjects';
export * from './member.messages';
export * from './member.events';
export * from './member.errors';
export * from './member.views';
