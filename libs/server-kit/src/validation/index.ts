export * from './input-rules';
export * from './validate-message';
export * from './validation-rules-memo';
