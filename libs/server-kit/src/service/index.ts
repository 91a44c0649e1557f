export * from './tokens';
export * from './message-router';
export * from './start-service';
export * from './run-service-process';
export * from './session-handlers';
