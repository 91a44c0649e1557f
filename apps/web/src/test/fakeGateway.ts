/**
 * The component tests' stand-in for the gateway, on Mock Service Worker (`msw/node`'s `setupServer`, unit tier
 * only; the end-to-end tests use the real gateway). test-setup.ts starts it before the API client captures
 * `fetch`, and resets it after each test. A test sets its answers with `gateway.on('METHOD /path', answer)`,
 * each an MSW handler, and reads what the app sent in `gateway.calls`; a test that wants MSW's own handlers
 * (path parameters, `delay`, streams) adds them with `gateway.server.use(http.get(...))`. A request nothing
 * answers gets the gateway's 404 shape, naming the route.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';

export interface FakeCall {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  /** JSON parsed, text as it came, or a multipart form as a `MultipartBody`. */
  body: unknown;
  headers: Headers;
}

/**
 * A multipart request's body: its text fields, and how many files each file field carries. Counts, not
 * names: jsdom's File loses its name and bytes on the way into Node's Request, so the fake cannot see them.
 */
export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, number>;
}

async function multipartBody(request: Request): Promise<MultipartBody> {
  const parts: MultipartBody = { fields: {}, files: {} };
  for (const [name, value] of await request.formData()) {
    if (typeof value === 'string') parts.fields[name] = value;
    else parts.files[name] = (parts.files[name] ?? 0) + 1;
  }
  return parts;
}

async function readBody(request: Request): Promise<unknown> {
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
    return multipartBody(request);
  }
  const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/** The path as the app meant it: `/api/v1/region=National Capital Region (NCR)`, not percent-encoded. */
function pathOf(request: Request): string {
  return decodeURIComponent(new URL(request.url).pathname);
}

/** A JSON `body`, or a `text/plain` answer (find-id, find-password). */
interface Reply {
  status: number;
  body?: unknown;
  text?: string;
}
/** A function may answer later (a slow connection) or throw a TypeError (no connection at all). */
type Answer = Reply | ((call: FakeCall) => Reply | Promise<Reply>);

function toResponse(reply: Reply): Response {
  if (reply.status === 204) return new HttpResponse(null, { status: 204 });
  if (reply.text !== undefined) return HttpResponse.text(reply.text, { status: reply.status });
  return HttpResponse.json(reply.body ?? null, { status: reply.status });
}

const METHODS = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
  HEAD: http.head,
  OPTIONS: http.options,
};
type Method = keyof typeof METHODS;

function isMethod(value: string): value is Method {
  return Object.hasOwn(METHODS, value);
}

/** `METHOD /path` for one path, `METHOD /prefix/*` for every path that starts with the prefix, `METHOD *` for any. */
function parseRoute(route: string): { method: Method; matches: (path: string) => boolean } {
  const space = route.indexOf(' ');
  const method = route.slice(0, space);
  const path = route.slice(space + 1);
  if (!isMethod(method) || !(path === '*' || path.startsWith('/'))) {
    throw new Error(`gateway.on: '${route}' is not 'METHOD /path' (a trailing * for a prefix)`);
  }
  const prefix = path.endsWith('*') ? path.slice(0, -1) : null;
  return {
    method,
    matches:
      prefix === null ? (candidate) => candidate === path : (candidate) => candidate.startsWith(prefix),
  };
}

class FakeGateway {
  readonly calls: FakeCall[] = [];
  /** MSW's server: the handlers `on` adds, over one that answers 404 to anything else. */
  readonly server = setupServer(
    http.all('*', async ({ request }) => {
      const call = await this.record(request);
      const route = `${call.method} ${call.path}`;
      return HttpResponse.json(
        { statusCode: 404, message: `No fake answer for ${route}`, errors: [] },
        { status: 404 },
      );
    }),
  );

  /** Answer `METHOD /path` (the path without the query; `*` ends a prefix). A later answer for it wins. */
  on(route: string, answer: Answer): void {
    const { method, matches } = parseRoute(route);
    const handler: HttpHandler = METHODS[method](
      ({ request }) => matches(pathOf(request)),
      async ({ request }) => {
        const call = await this.record(request);
        try {
          return toResponse(typeof answer === 'function' ? await answer(call) : answer);
        } catch (error) {
          // No connection at all: fetch rejects with a TypeError, as a browser's does.
          if (error instanceof TypeError) return HttpResponse.error();
          throw error;
        }
      },
    );
    this.server.use(handler);
  }

  reset(): void {
    this.calls.length = 0;
    this.server.resetHandlers();
  }

  callsTo(route: string): FakeCall[] {
    return this.calls.filter((call) => `${call.method} ${call.path}` === route);
  }

  private async record(request: Request): Promise<FakeCall> {
    const url = new URL(request.url);
    const call: FakeCall = {
      method: request.method,
      path: pathOf(request),
      query: url.searchParams,
      body: await readBody(request),
      headers: request.headers,
    };
    this.calls.push(call);
    return call;
  }
}

export const gateway = new FakeGateway();

/** An error answer in the gateway's shape; `code` for the refusals a screen branches on (`ADMIN_OTP_REQUIRED`). */
export function refusal(status: number, message: string, code?: string): { status: number; body: unknown } {
  return { status, body: { statusCode: status, ...(code ? { code } : {}), message, errors: [message] } };
}
