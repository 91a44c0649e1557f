export * from './push.subjects';
export * from './push.messages';
export * from './push.errors';
export * from './push.views';
export * from './push.wording';
