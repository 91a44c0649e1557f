/** Injection tokens of the gateway's collaborators. */
export const BUS = Symbol('BUS');
export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');
export const GATEWAY_LOGGER = Symbol('GATEWAY_LOGGER');
export const SETTINGS = Symbol('SETTINGS');
