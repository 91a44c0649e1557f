export * from './passwords';
export * from './link-tokens';
export * from './stamp-codes';
