import { ConfigError, loadConfig } from './load-config';
import { MigrationSettings, ServiceSettings, migrationPolicyOf } from './settings';

const REQUIRED = { DATABASE_URL: 'postgres://stamp@127.0.0.1:5432/stamp', NATS_URL: 'nats://127.0.0.1:4222' };

function problemsOf(load: () => unknown): string[] {
  try {
    load();
  } catch (error) {
    return error instanceof ConfigError ? error.problems : [];
  }
  return [];
}

describe(ServiceSettings.name, () => {
  it('bounds the event stream and the messaging tables by default', () => {
    const sut = loadConfig('store-service', ServiceSettings, REQUIRED);

    expect(sut).toMatchObject({
      OPS_PORT: '9464',
      SHUTDOWN_TIMEOUT_SECONDS: 20,
      EVENT_RETENTION_HOURS: 168,
      EVENT_STREAM_MAX_BYTES: 1024 ** 3,
      EVENT_STREAM_REPLICAS: 1,
      EVENT_MAX_DELIVER: 10,
      OUTBOX_RETENTION_HOURS: 24,
      PRUNE_INTERVAL_MINUTES: 10,
    });
  });

  it('reads the operations settings from their text', () => {
    const sut = loadConfig('store-service', ServiceSettings, {
      ...REQUIRED,
      OPS_PORT: 'off',
      EVENT_STREAM_REPLICAS: '3',
      EVENT_MAX_DELIVER: '5',
    });

    expect(sut).toMatchObject({ OPS_PORT: 'off', EVENT_STREAM_REPLICAS: 3, EVENT_MAX_DELIVER: 5 });
  });

  it('names every operations setting out of range', () => {
    const load = () =>
      loadConfig('push-service', ServiceSettings, {
        ...REQUIRED,
        OPS_PORT: 'metrics',
        SHUTDOWN_TIMEOUT_SECONDS: '0',
        EVENT_STREAM_REPLICAS: '2',
        EVENT_MAX_DELIVER: '1',
      });

    expect(load).toThrow(ConfigError);
    expect(problemsOf(load)).toEqual(
      expect.arrayContaining([
        'OPS_PORT must be a port number or off',
        'SHUTDOWN_TIMEOUT_SECONDS must be a whole number of seconds, from 1 to 600',
        'EVENT_STREAM_REPLICAS must be 1, 3 or 5',
        'EVENT_MAX_DELIVER must be a whole number, from 2 to 100',
      ]),
    );
  });

  it('leaves the settings a caller cannot see to the start, and still checks every other one', () => {
    const env = { DATABASE_URL: 'unseen', NATS_URL: 'nats://127.0.0.1:4222', EVENT_STREAM_REPLICAS: '2' };
    const unseen = new Set(['DATABASE_URL']);

    expect(problemsOf(() => loadConfig('store-service', ServiceSettings, env, { unseen }))).toEqual([
      'EVENT_STREAM_REPLICAS must be 1, 3 or 5',
    ]);
    expect(
      loadConfig('store-service', ServiceSettings, { ...env, EVENT_STREAM_REPLICAS: '3' }, { unseen }),
    ).toMatchObject({ EVENT_STREAM_REPLICAS: 3, SHUTDOWN_TIMEOUT_SECONDS: 20 });
  });
});

describe('the migration settings', () => {
  it('migrate at start-up by default, each statement with a 5 s lock_timeout tried 5 times', () => {
    const sut = migrationPolicyOf(loadConfig('store-service', ServiceSettings, REQUIRED));

    expect(sut).toMatchObject({ mode: 'run', lockTimeoutMs: 5_000, attempts: 5, waitTimeoutMs: 600_000 });
  });

  it('reads the wait mode and its bound for a service in Kubernetes', () => {
    const sut = migrationPolicyOf(
      loadConfig('store-service', ServiceSettings, {
        ...REQUIRED,
        MIGRATIONS: 'wait',
        MIGRATION_WAIT_SECONDS: '120',
        MIGRATION_LOCK_TIMEOUT_SECONDS: '2',
      }),
    );

    expect(sut).toMatchObject({ mode: 'wait', waitTimeoutMs: 120_000, lockTimeoutMs: 2_000 });
  });

  it('gives npm run migrate only what a migrator needs: DATABASE_URL, no NATS', () => {
    const sut = loadConfig('migrate', MigrationSettings, { DATABASE_URL: REQUIRED.DATABASE_URL });

    expect(migrationPolicyOf(sut)).toMatchObject({ mode: 'run', lockTimeoutMs: 5_000, attempts: 5 });
  });

  it('names every migration setting out of range', () => {
    const load = () =>
      loadConfig('store-service', ServiceSettings, {
        ...REQUIRED,
        MIGRATIONS: 'later',
        MIGRATION_LOCK_TIMEOUT_SECONDS: '0',
        MIGRATION_ATTEMPTS: '0',
        MIGRATION_WAIT_SECONDS: '-1',
      });

    expect(problemsOf(load)).toEqual([
      'MIGRATIONS must be one of run, wait, off',
      'MIGRATION_WAIT_SECONDS must be a whole number of seconds, from 1 to 86400',
      'MIGRATION_LOCK_TIMEOUT_SECONDS must be a whole number of seconds, from 1 to 600',
      'MIGRATION_ATTEMPTS must be a whole number, from 1 to 100',
    ]);
  });
});
