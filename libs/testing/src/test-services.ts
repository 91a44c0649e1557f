import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { PostgreSqlContainer } from '@testcontainers/postgresql';
import Redis from 'ioredis';
import { Client } from 'pg';
import { maskedUrl, messageOf } from '@stamp/server-kit/process';
import {
  GenericContainer,
  getContainerRuntimeClient,
  StartedTestContainer,
  TestContainer,
  Wait,
} from 'testcontainers';

/**
 * Where the integration and smoke tiers find PostgreSQL, NATS with JetStream and Redis. For each one, in
 * this order: the address its variable names (`DATABASE_URL`, `NATS_URL`, `REDIS_URL`), else the local
 * server's usual address; if that does not answer, a container started with Testcontainers; if no container
 * engine answers either, the run fails with one message naming all three ways. `TEST_SERVICES=containers`
 * skips the first two and starts all three in containers (CI does, so that path cannot rot).
 */
export interface TestServices {
  /** A superuser's URL: the tiers create and drop their own databases on it. */
  postgresUrl: string;
  natsUrl: string;
  redisUrl: string;
  /** One line per service saying where it came from (no passwords). */
  describe(): string;
  /** Stops the containers this run started (none when every service was already running). */
  stop(): Promise<void>;
}

type ServiceKey = 'postgres' | 'nats' | 'redis';

interface ServiceSpec {
  label: string;
  variable: string;
  localUrl: string;
  /** Resolves when a server at this URL answers as the tests need it (JetStream on, for NATS). */
  probe(url: string): Promise<void>;
  container(): TestContainer;
  urlOf(started: StartedTestContainer): string;
}

/** Images by the tags the official ones use; on a machine without a registry, build them locally (docs/testing.md). */
export const TEST_SERVICE_IMAGES = {
  postgres: 'postgres:15',
  nats: 'nats:2.10-alpine',
  redis: 'redis:7',
} as const;

const PROBE_TIMEOUT_MS = 3000;

const SERVICES: Record<ServiceKey, ServiceSpec> = {
  postgres: {
    label: 'PostgreSQL',
    variable: 'DATABASE_URL',
    localUrl: 'postgres://postgres@127.0.0.1:5432/postgres',
    probe: async (url) => {
      const client = new Client({ connectionString: url, connectionTimeoutMillis: PROBE_TIMEOUT_MS });
      await client.connect();
      try {
        await client.query('SELECT 1');
      } finally {
        await client.end();
      }
    },
    container: () => new PostgreSqlContainer(TEST_SERVICE_IMAGES.postgres),
    urlOf: (started) => {
      const url = new URL('postgres://test:test@localhost/test');
      url.hostname = started.getHost();
      url.port = String(started.getMappedPort(5432));
      return url.toString();
    },
  },
  nats: {
    label: 'NATS with JetStream',
    variable: 'NATS_URL',
    localUrl: 'nats://127.0.0.1:4222',
    probe: async (url) => {
      const nc = await connect({ servers: url, timeout: PROBE_TIMEOUT_MS });
      try {
        // Fails when the server runs without JetStream (-js), which the event streams need.
        await (await jetstreamManager(nc)).getAccountInfo();
      } finally {
        await nc.close();
      }
    },
    container: () =>
      new GenericContainer(TEST_SERVICE_IMAGES.nats)
        .withCommand(['-js'])
        .withExposedPorts(4222)
        .withWaitStrategy(Wait.forLogMessage(/Server is ready/)),
    urlOf: (started) => `nats://${started.getHost()}:${String(started.getMappedPort(4222))}`,
  },
  redis: {
    label: 'Redis',
    variable: 'REDIS_URL',
    localUrl: 'redis://127.0.0.1:6379',
    probe: async (url) => {
      const redis = new Redis(url, {
        lazyConnect: true,
        connectTimeout: PROBE_TIMEOUT_MS,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      // ioredis reports why the connection failed as an 'error' event, and rejects with "Connection is closed".
      let refused: unknown;
      redis.on('error', (error) => (refused ??= error));
      try {
        await redis.connect();
        await redis.ping();
      } catch (error) {
        throw refused ?? error;
      } finally {
        redis.disconnect();
      }
    },
    container: () =>
      new GenericContainer(TEST_SERVICE_IMAGES.redis)
        .withExposedPorts(6379)
        .withWaitStrategy(Wait.forLogMessage(/Ready to accept connections/)),
    urlOf: (started) => `redis://${started.getHost()}:${String(started.getMappedPort(6379))}`,
  },
};

const KEYS: ServiceKey[] = ['postgres', 'nats', 'redis'];

/** Finds or starts the three services; see {@link TestServices}. */
export async function provideTestServices(env: NodeJS.ProcessEnv = process.env): Promise<TestServices> {
  const forced = env.TEST_SERVICES === 'containers';
  if (env.TEST_SERVICES !== undefined && env.TEST_SERVICES !== '' && !forced) {
    throw new Error(`TEST_SERVICES must be "containers" or unset, not "${env.TEST_SERVICES}"`);
  }

  const urls: Partial<Record<ServiceKey, string>> = {};
  const origins: Partial<Record<ServiceKey, string>> = {};
  const unanswered: { key: ServiceKey; why: string }[] = [];
  if (forced) {
    unanswered.push(...KEYS.map((key) => ({ key, why: 'TEST_SERVICES=containers' })));
  } else {
    await Promise.all(
      KEYS.map(async (key) => {
        const spec = SERVICES[key];
        const fromVariable = env[spec.variable] === '' ? undefined : env[spec.variable];
        const url = fromVariable ?? spec.localUrl;
        try {
          await spec.probe(url);
          urls[key] = url;
          origins[key] = fromVariable
            ? `${spec.variable} (${maskedUrl(url)})`
            : `local server (${maskedUrl(url)})`;
        } catch (error) {
          const where = fromVariable
            ? `${spec.variable}=${maskedUrl(url)}`
            : `the local server at ${maskedUrl(url)}`;
          unanswered.push({ key, why: `${where} did not answer: ${messageOf(error)}` });
        }
      }),
    );
  }

  const started: StartedTestContainer[] = [];
  const stop = async (): Promise<void> => {
    await Promise.all(started.splice(0).map((container) => container.stop()));
  };
  if (unanswered.length > 0) {
    unanswered.sort((a, b) => KEYS.indexOf(a.key) - KEYS.indexOf(b.key));
    try {
      await getContainerRuntimeClient();
    } catch (error) {
      throw new Error(noServicesMessage(unanswered, messageOf(error)));
    }
    try {
      await Promise.all(
        unanswered.map(async ({ key }) => {
          const container = await SERVICES[key].container().start();
          started.push(container);
          urls[key] = SERVICES[key].urlOf(container);
          origins[key] = `container ${TEST_SERVICE_IMAGES[key]} (${maskedUrl(urls[key])})`;
        }),
      );
    } catch (error) {
      await stop().catch(() => undefined);
      throw new Error(
        `${noServicesMessage(unanswered, `a container would not start: ${messageOf(error)}`)}\n` +
          `Without a registry, build the images first (docs/testing.md, "Services").`,
      );
    }
  }

  const resolved = urls as Record<ServiceKey, string>;
  return {
    postgresUrl: resolved.postgres,
    natsUrl: resolved.nats,
    redisUrl: resolved.redis,
    describe: () => KEYS.map((key) => `${SERVICES[key].label}: ${origins[key] ?? '?'}`).join('\n'),
    stop,
  };
}

function noServicesMessage(unanswered: { key: ServiceKey; why: string }[], engine: string): string {
  const lines = unanswered.map(({ key, why }) => `  ${SERVICES[key].label}: ${why}`);
  return [
    `The tests need ${unanswered.map(({ key }) => SERVICES[key].label).join(', ')} and found no way to reach them:`,
    ...lines,
    `  container engine: ${engine}`,
    'Give them one of three ways (docs/testing.md, "Services"):',
    '  1. set DATABASE_URL, NATS_URL and REDIS_URL to running servers (NATS with JetStream, -js);',
    '  2. run them locally at their usual addresses: PostgreSQL 127.0.0.1:5432 (user postgres),',
    '     NATS 127.0.0.1:4222 with -js, Redis 127.0.0.1:6379;',
    `  3. run a Docker engine (DOCKER_HOST, or /var/run/docker.sock): Testcontainers then starts`,
    `     ${Object.values(TEST_SERVICE_IMAGES).join(', ')} for the run (TEST_SERVICES=containers forces this).`,
  ].join('\n');
}
