export * from './metrics';
export * from './consumer-sampler';
