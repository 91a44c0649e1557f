import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, paths } from './schema.gen';

export type { components, operations, paths } from './schema.gen';

/** A schema of the gateway's OpenAPI document, by name: `Schema<'StoreFullView'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** Every error answer of the gateway: `{statusCode, message, errors}`. */
export type ErrorBody = Schema<'ErrorView'>;

export type StampClient = Client<paths>;

export interface StampClientOptions {
  /** The gateway's origin; '' for the page's own origin (the gateway serves the web app). */
  baseUrl: string;
  /** The bearer token to send, if any, read on every request. */
  token: () => string | null;
  /** Called when the gateway answers 401 to a request that carried a token (the session ended). */
  onUnauthorized: () => void;
  fetch?: typeof globalThis.fetch;
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
  if (value instanceof ApiError) return value.body;
  if (typeof value !== 'object' || value === null) return null;
  const { statusCode, code, message, errors } = value as Partial<ErrorBody>;
  if (typeof statusCode !== 'number' || typeof message !== 'string') return null;
  return {
    statusCode,
    ...(typeof code === 'string' ? { code } : {}),
    message,
    errors: Array.isArray(errors) ? errors : [message],
  };
}
