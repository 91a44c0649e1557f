/**
 * The component tests' stand-in for the gateway: `fetch` answers from a table of handlers by method and path
 * (unit tier only; the end-to-end tests use the real gateway). Installed once by test-setup.ts, before the
 * API client captures `fetch`; each test sets its answers with `gateway.on(...)` and reads `gateway.calls`.
 */
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

/** A JSON `body`, or a `text/plain` answer (find-id, find-password). */
interface Reply {
  status: number;
  body?: unknown;
  text?: string;
}
/** A function may answer later (a slow connection) or throw a TypeError (no connection at all). */
type Answer = Reply | ((call: FakeCall) => Reply | Promise<Reply>);

class FakeGateway {
  readonly calls: FakeCall[] = [];
  private readonly answers = new Map<string, Answer>();

  /** Answer `METHOD /path` (the path without the query; `*` ends a prefix). */
  on(route: string, answer: Answer): void {
    this.answers.set(route, answer);
  }

  reset(): void {
    this.calls.length = 0;
    this.answers.clear();
  }

  callsTo(route: string): FakeCall[] {
    return this.calls.filter((call) => `${call.method} ${call.path}` === route);
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    let body: unknown;
    if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
      body = await multipartBody(request);
    } else {
      const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
    }
    const call = {
      method: request.method,
      path: decodeURIComponent(url.pathname),
      query: url.searchParams,
      body,
      headers: request.headers,
    };
    this.calls.push(call);
    const route = `${call.method} ${call.path}`;
    const answer =
      this.answers.get(route) ??
      [...this.answers.entries()].find(
        ([key]) => key.endsWith('*') && route.startsWith(key.slice(0, -1)),
      )?.[1];
    const reply = typeof answer === 'function' ? await answer(call) : answer;
    if (!reply) {
      return Response.json(
        { statusCode: 404, message: `No fake answer for ${route}`, errors: [] },
        { status: 404 },
      );
    }
    if (reply.status === 204) {
      return new Response(null, { status: 204 });
    }
    if (reply.text !== undefined) {
      return new Response(reply.text, { status: reply.status, headers: { 'content-type': 'text/plain' } });
    }
    return Response.json(reply.body ?? null, { status: reply.status });
  };
}

export const gateway = new FakeGateway();

/** An error answer in the gateway's shape; `code` for the refusals a screen branches on (`ADMIN_OTP_REQUIRED`). */
export function refusal(status: number, message: string, code?: string): { status: number; body: unknown } {
  return { status, body: { statusCode: status, ...(code ? { code } : {}), message, errors: [message] } };
}
