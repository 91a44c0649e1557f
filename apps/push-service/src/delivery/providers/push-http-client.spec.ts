import { readFileSync } from 'node:fs';
import { Http2SecureServer, Http2ServerRequest, Http2ServerResponse, createSecureServer } from 'node:http2';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Http2SessionPool } from './push-http-client';

const TLS = join(__dirname, '..', '..', 'test', 'tls');
const cert = readFileSync(join(TLS, 'localhost-cert.pem'));

type Handler = (request: Http2ServerRequest, response: Http2ServerResponse, body: string) => void;

/** An HTTP/2 server over TLS (a self-signed certificate the client is told to trust). */
async function startHttp2Server(
  handler: Handler,
): Promise<{ url: string; sessions: () => number; server: Http2SecureServer }> {
  const server = createSecureServer({ key: readFileSync(join(TLS, 'localhost-key.pem')), cert });
  let sessions = 0;
  server.on('session', () => sessions++);
  server.on('request', (request: Http2ServerRequest, response: Http2ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      handler(request, response, Buffer.concat(chunks).toString());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `https://127.0.0.1:${String(port)}`, sessions: () => sessions, server };
}

describe(Http2SessionPool.name, () => {
  let sut: Http2SessionPool;
  let server: Awaited<ReturnType<typeof startHttp2Server>>;
  let closeSessionsOnNextRequest = false;

  beforeAll(async () => {
    server = await startHttp2Server((request, response, body) => {
      if (closeSessionsOnNextRequest) {
        closeSessionsOnNextRequest = false;
        request.stream.session?.close();
      }
      if (request.url === '/slow') {
        return;
      }
      if (request.url === '/reset') {
        request.stream.close();
        return;
      }
      const status = request.url === '/busy' ? 429 : 200;
      response.writeHead(status, { 'content-type': 'application/json', 'retry-after': '7' });
      response.end(JSON.stringify({ echo: body, authorization: request.headers.authorization }));
    });
  });

  afterAll(async () => {
    await new Promise((resolve) => server.server.close(resolve));
  });

  beforeEach(() => {
    sut = new Http2SessionPool({ ca: cert });
  });

  afterEach(async () => {
    await sut.close();
  });

  it('posts over HTTP/2 and answers the status, Retry-After and body', async () => {
    const answer = await sut.post(new URL(`${server.url}/busy`), {
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      body: '{"a":1}',
      timeoutMs: 5000,
    });

    expect(answer).toEqual({
      status: 429,
      retryAfter: '7',
      body: JSON.stringify({ echo: '{"a":1}', authorization: 'Bearer t' }),
    });
  });

  it('sends concurrent posts as streams of one session', async () => {
    const before = server.sessions();

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        sut.post(new URL(`${server.url}/send`), { headers: {}, body: String(i), timeoutMs: 5000 }),
      ),
    );

    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(server.sessions() - before).toBe(1);
  });

  it('opens a new session when the server closed the old one', async () => {
    const post = () => sut.post(new URL(`${server.url}/send`), { headers: {}, body: 'x', timeoutMs: 5000 });
    await post();
    const before = server.sessions();
    closeSessionsOnNextRequest = true;
    await post();
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect((await post()).status).toBe(200);
    expect(server.sessions() - before).toBe(1);
  });

  it('rejects a post whose stream the server closes without an answer', async () => {
    await expect(
      sut.post(new URL(`${server.url}/reset`), { headers: {}, body: 'x', timeoutMs: 5000 }),
    ).rejects.toThrow('stream ended without an answer');
  });

  it('rejects a post the server does not answer in time', async () => {
    await expect(
      sut.post(new URL(`${server.url}/slow`), { headers: {}, body: 'x', timeoutMs: 200 }),
    ).rejects.toThrow('no answer within 200 ms');
  });
});
