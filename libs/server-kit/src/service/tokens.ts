/** Injection tokens of the service kit. */
export const MESSAGE_BUS = Symbol('MESSAGE_BUS');
export const LOGGER = Symbol('LOGGER');
export const SERVICE_NAME = Symbol('SERVICE_NAME');
