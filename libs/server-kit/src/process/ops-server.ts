import { Server, createServer } from 'node:http';
import { register } from 'prom-client';
import { startingWith } from './startup-error';

/** What a service's readiness depends on: each check answers whether that part can serve. */
export type ReadinessChecks = Record<string, () => Promise<boolean>>;

const CHECK_TIMEOUT_MS = 2_000;

/**
 * A service's small HTTP port for operators and probes (`OPS_PORT`): `/healthz` (the process answers),
 * `/readyz` (this process can serve: every check passes and it is not stopping) and `/metrics`
 * (Prometheus text from prom-client's default registry).
 */
export class OpsServer {
  private stopping = false;

  private constructor(
    private readonly server: Server,
    private readonly checks: ReadinessChecks,
  ) {}

  static async listen(port: number, checks: ReadinessChecks, host = '0.0.0.0'): Promise<OpsServer> {
    const server = createServer();
    const ops = new OpsServer(server, checks);
    server.on('request', (request, response) => {
      void ops.answer(request.url ?? '/').then(({ status, type, body }) => {
        response.writeHead(status, { 'content-type': type }).end(body);
      });
    });
    await startingWith(
      `the ops port ${String(port)}`,
      'set OPS_PORT to a free port, or to off.',
      () =>
        new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(port, host, resolve);
        }),
    );
    return ops;
  }

  get port(): number {
    const address = this.server.address();
    return typeof address === 'object' && address ? address.port : 0;
  }

  /** Readiness off from now on: the first step of a graceful stop. */
  markStopping(): void {
    this.stopping = true;
  }

  async readiness(): Promise<{ ready: boolean; checks: Record<string, boolean> }> {
    const results = await Promise.all(
      Object.entries(this.checks).map(async ([name, check]) => [name, await withinTimeout(check)] as const),
    );
    const checks = Object.fromEntries(results);
    return { ready: !this.stopping && results.every(([, ok]) => ok), checks };
  }

  private async answer(url: string): Promise<{ status: number; type: string; body: string }> {
    const path = url.split('?')[0];
    const json = 'application/json';
    if (path === '/healthz') {
      return { status: 200, type: json, body: JSON.stringify({ status: 'ok' }) };
    }
    if (path === '/readyz') {
      const { ready, checks } = await this.readiness();
      const status = ready ? 'ready' : this.stopping ? 'stopping' : 'not ready';
      return { status: ready ? 200 : 503, type: json, body: JSON.stringify({ status, checks }) };
    }
    if (path === '/metrics') {
      return { status: 200, type: register.contentType, body: await register.metrics() };
    }
    return { status: 404, type: json, body: JSON.stringify({ statusCode: 404, message: 'Not found' }) };
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) =>
      this.server.close(() => {
        resolve();
      }),
    );
  }
}

async function withinTimeout(check: () => Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => {
      resolve(false);
    }, CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
