export * from './message-bus';
export * from './in-process.bus';
export * from './nats.bus';
export * from './subject-match';
export * from './wire';
export * from './dead-letters';
export * from './bus.client-proxy';
export * from './nats-rpc.client';
