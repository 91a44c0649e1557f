export * from './validate-message';
export * from './validation-rules-memo';
