import createClient, { type Client, type ClientOptions, type Middleware } from 'openapi-fetch';
import type { components, paths } from './schema.gen';
import { errorCodeAndParams } from '@stamp/shared';

export type { components, operations, paths } from './schema.gen';

/** A schema of the gateway's OpenAPI document, by name: `Schema<'StoreFullView'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** Every error answer of the gateway: `{statusCode, message, errors, code, params?}`. */
export type ErrorBody = Schema<'ErrorView'>;

export type StampClient = Client<paths>;

export interface StampClientOptions {
  /** The gateway's origin; '' for the page's own origin (the gateway serves the web app). */
  baseUrl: string;
  /** The bearer token to send, if any, read on every request. */
  token: () => string | null;
  /** Called when the gateway answers 401 to a request that carried a token (the session ended). */
  onUnauthorized: () => void;
  /** What sends a request (default: the global fetch). */
  fetch?: ClientOptions['fetch'];
}

/** The typed client of the gateway's HTTP contract, with the caller's token on every request. */
export function createStampClient(options: StampClientOptions): StampClient {
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  const auth: Middleware = {
    onRequest({ request }) {
      const token = options.token();
      if (token) {
        request.headers.set('Authorization', `Bearer ${token}`);
      }
      return request;
    },
    onResponse({ request, response }) {
      if (response.status === 401 && request.headers.has('Authorization')) {
        options.onUnauthorized();
      }
      return response;
    },
  };
  client.use(auth);
  return client;
}

/** A refused call, as an Error that carries the gateway's error body. */
export class ApiError extends Error {
  constructor(readonly body: ErrorBody) {
    super(body.message);
    this.name = 'ApiError';
  }
}

/** The data of a call's answer, or its error body thrown as an ApiError. */
export function dataOf<Data>(answer: { data?: Data; error?: ErrorBody }): Data {
  if (answer.error !== undefined) throw new ApiError(answer.error);
  if (answer.data === undefined) throw new Error('The gateway answered without a body');
  return answer.data;
}

/** The gateway's error body, when `value` is one (or an ApiError that carries one). */
export function asErrorBody(value: unknown): ErrorBody | null {
  const body: unknown = value instanceof ApiError ? value.body : value;
  if (typeof body !== 'object' || body === null) return null;
  const { statusCode, message, errors, code, params } = body as Partial<ErrorBody>;
  if (typeof statusCode !== 'number' || typeof message !== 'string') return null;
  return {
    statusCode,
    message,
    errors: Array.isArray(errors) ? errors : [message],
    // A body from before codes: the code its status and message give, as the gateway would send it.
    ...(code ? { code, params } : errorCodeAndParams(statusCode, message)),
  };
}
