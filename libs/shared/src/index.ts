export * from './messages';
export * from './constants';
export * from './passwords';
export * from './email';
export * from './i18n';
export type { MessageKey } from './i18n';
export * from './error-codes';
