export * from './passwords';
export * from './link-tokens';
