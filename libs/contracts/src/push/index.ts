export * from './push.constants';
export * from './push.messages';
export * from './push.views';
export * from './push.requests';
