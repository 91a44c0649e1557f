import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EventEnvelope, SESSION_LIFETIME_MS } from '@stamp/contracts';
import { NatsBus } from '@stamp/server-kit/bus';
import { createLogger } from '@stamp/server-kit/logging';
import { RunningService, ServiceDefinition, startService } from '@stamp/server-kit/service';
import { createDatabase, dropDatabase, testEnv, uniqueNamespace } from '@stamp/testing';
import { Client } from 'pg';
import { Logger } from 'pino';
import { startGateway } from '../../apps/gateway/src/gateway.entry';
import { TokenService } from '../../apps/gateway/src/auth/token.service';
import { Principal, principalIdOf } from '../../apps/gateway/src/auth/principal';
import { SessionEntity, tableOf } from '@stamp/server-kit/database';
import { serviceDefinition as loyalty } from '../../apps/loyalty-service/src/service';
import { serviceDefinition as member } from '../../apps/member-service/src/service';
import { serviceDefinition as push } from '../../apps/push-service/src/service';
import { serviceDefinition as store } from '../../apps/store-service/src/service';

/** A principal as a test names it; `tokenFor` opens its session. */
type WithoutSession<P> = P extends unknown ? Omit<P, 'sessionId'> : never;
export type PrincipalWithoutSession = WithoutSession<Principal>;

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface TestSystem {
  baseUrl: string;
  bus: NatsBus;
  services: RunningService[];
  dataDir: string;
  /**
   * A token for this principal with a live session, opened at the service that keeps such sessions as a
   * login would (the principal need not exist: the access checks are what is tested).
   */
  tokenFor(principal: PrincipalWithoutSession): Promise<string>;
  call<T = unknown>(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<ApiResponse<T>>;
  /** Publishes an event straight onto JetStream, as another service's relay would. */
  publish(subject: string, payload: unknown): Promise<EventEnvelope>;
  close(): Promise<void>;
}

const ALL_SERVICES: ServiceDefinition[] = [store, member, loyalty, push];

/**
 * The distributed system in one test process: every service on the real test database, all on a real
 * NATS (a namespace of their own), and the gateway listening on a free port.
 */
export interface TestSystemOptions {
  /** Settings for the gateway and the services (SMTP_URL, BOOTSTRAP_ADMIN_ID, ...). */
  env?: Record<string, string>;
  /** A database of its own (default: the run's shared test database). */
  databaseUrl?: string;
  /** Services not started (a service that is down): `['loyalty']`. */
  without?: string[];
  /** Each app's logger (`gateway`, `store`, `loyalty`, ...): default one at `warn` for all. */
  loggerFor?: (app: string) => Logger;
}

export async function startTestSystem(options: TestSystemOptions = {}): Promise<TestSystem> {
  const env = options.env ?? {};
  const logger = createLogger('test', 'warn');
  const loggerFor = options.loggerFor ?? (() => logger);
  const namespace = uniqueNamespace();
  const bus = await NatsBus.connect({ url: testEnv.natsUrl(), namespace, logger, name: namespace });
  const dataDir = mkdtempSync(join(tmpdir(), 'stamp-it-'));
  const services: RunningService[] = [];
  for (const definition of ALL_SERVICES.filter(({ name }) => !options.without?.includes(name))) {
    services.push(
      await startService(definition, {
        bus,
        databaseUrl: options.databaseUrl ?? testEnv.databaseUrl(),
        logger: loggerFor(definition.name),
        poolSize: 4,
        env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
      }),
    );
  }
  // The gateway on a connection of its own, as apps/gateway/src/main.ts.
  const gatewayBus = await NatsBus.connect({
    url: testEnv.natsUrl(),
    namespace,
    logger,
    name: `${namespace}-gateway`,
  });
  const secret = randomBytes(32).toString('hex');
  const gateway = await startGateway(
    {
      PORT: '0',
      HOST: '127.0.0.1',
      JWT_SECRET: secret,
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    gatewayBus,
    loggerFor('gateway'),
  );
  const baseUrl = `http://127.0.0.1:${gateway.port}`;
  const tokens = new TokenService(secret);

  return {
    baseUrl,
    bus,
    services,
    dataDir,
    tokenFor: async (named) => {
      const keeper = services.find(({ name }) => name === (named.kind === 'store' ? 'store' : 'member'));
      if (!keeper) {
        throw new Error(`tokenFor: the service that keeps ${named.kind} sessions is not running`);
      }
      // A live session written straight into the keeper's table: the principal may be one a test only
      // names (no row to check credentials against), which a login could never open a session for.
      const unsigned: Principal = { ...named, sessionId: randomUUID() };
      const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS[named.kind]);
      await keeper.dataSource.query(
        `INSERT INTO ${tableOf(keeper.dataSource, SessionEntity)} (id, kind, principal_id, expires_at)
         VALUES ($1, $2, $3, $4)`,
        [unsigned.sessionId, named.kind, principalIdOf(unsigned), expiresAt],
      );
      return tokens.sign(unsigned, expiresAt.toISOString());
    },
    call: async (
      method: string,
      path: string,
      options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
    ) => {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) {
        headers.authorization = `Bearer ${options.token}`;
      }
      let body: string | undefined;
      if (options.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(options.body);
      }
      const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? (JSON.parse(text) as unknown) : null;
      } catch {
        // a text/plain answer stays text
      }
      return { status: response.status, headers: response.headers, body: parsed as never };
    },
    publish: async (subject, payload) => {
      const envelope: EventEnvelope = {
        id: crypto.randomUUID(),
        subject,
        occurredAt: new Date().toISOString(),
        payload,
      };
      await bus.publish(envelope);
      return envelope;
    },
    close: async () => {
      await gateway.app.close();
      for (const service of services) {
        await service.relay.stop();
      }
      await gatewayBus.close();
      await bus.deleteStream();
      await bus.close();
      for (const service of services) {
        await service.app.close();
        await service.dataSource.destroy();
      }
    },
  };
}

export { eventually } from '@stamp/testing';

/**
 * The events on `subjects` as they reach JetStream, collected as they come by a durable consumer of the
 * test's own (`durable`), in the order they came.
 */
export async function observeEvents(
  sut: TestSystem,
  durable: string,
  subjects: string[],
): Promise<EventEnvelope[]> {
  const seen: EventEnvelope[] = [];
  await sut.bus.consume({ durable, subjects }, (envelope) => {
    seen.push(envelope);
    return Promise.resolve();
  });
  return seen;
}

/** A test system on a database of its own, a client to look into that database, and the way to end both. */
export interface IsolatedTestSystem {
  sut: TestSystem;
  db: Client;
  /** Stops the system and drops its database. */
  close(): Promise<void>;
}

/** Starts a test system on a new database `database` (dropped again by `close`). */
export async function startIsolatedTestSystem(
  database: string,
  options: Omit<TestSystemOptions, 'databaseUrl'> = {},
): Promise<IsolatedTestSystem> {
  const databaseUrl = await createDatabase(database);
  const sut = await startTestSystem({ ...options, databaseUrl });
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  return {
    sut,
    db,
    close: async () => {
      await db.end();
      await sut.close();
      await dropDatabase(database);
    },
  };
}
