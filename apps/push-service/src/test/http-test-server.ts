import { IncomingMessage, Server, ServerResponse, createServer } from 'node:http';
import { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export type Handler = (request: ReceivedRequest, response: ServerResponse) => void | Promise<void>;

export interface HttpTestServer {
  url: string;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** A local HTTP server on 127.0.0.1 and a free port, for tests that speak a provider's protocol. */
export async function startHttpTestServer(handler: Handler): Promise<HttpTestServer> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      try {
        const body = await readBody(request);
        await handler(
          {
            method: request.method ?? 'GET',
            path: request.url ?? '/',
            headers: request.headers,
            body,
          },
          response,
        );
      } catch (error) {
        sendJson(response, 500, { error: String(error) });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => {
          if (error) {
            reject(error);
          } else {
            resolve();
          }
        });
      }),
  };
}
