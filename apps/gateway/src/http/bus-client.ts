import { RequestDef, RequestOf, ResponseOf } from '@stamp/contracts';
import { MessageBus, RequestOptions } from '@stamp/server-kit/bus';

/** Injection tokens of the gateway's collaborators. */
export const BUS = Symbol('BUS');
export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');
export const GATEWAY_LOGGER = Symbol('GATEWAY_LOGGER');
export const SETTINGS = Symbol('SETTINGS');

/** The options of a request the gateway sends for an HTTP request: that request's id is required. */
export interface HttpRequestOptions extends RequestOptions {
  requestId: string;
}

/**
 * The bus (`BUS`) as the gateway sees it: every request names the HTTP request it serves (its id comes with
 * the `Caller` of `@CurrentCaller()`), so the services' log lines and records carry the id without the
 * gateway opening a request context: AsyncLocalStorage's promise hooks would cost it about a quarter of its
 * CPU.
 */
export interface GatewayBus extends Omit<MessageBus, 'request'> {
  request<D extends RequestDef<object, unknown>>(
    def: D,
    payload: RequestOf<D>,
    options: HttpRequestOptions,
  ): Promise<ResponseOf<D>>;
}
