import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import {
  DEFAULT_MIGRATION_POLICY,
  MIGRATION_MODES,
  MigrationMode,
  MigrationPolicy,
} from '../database/migration-modes';
import { LOG_FORMATS, LogFormat } from '../logging/pretty';
import { IsOtlpEndpoint } from './telemetry-settings';
import { IsTimeZone } from './time-zone';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const POSTGRES_URL = /^postgres(ql)?:\/\/.+/;
const NATS_URL = /^(nats|tls):\/\/.+/;

/**
 * A whole-number setting from `min` to `max` (in `unit`, for the message), read from its text: the message
 * names the setting (`EVENT_MAX_DELIVER must be a whole number from 2 to 100`).
 */
export function WholeNumber(min: number, max = Number.MAX_SAFE_INTEGER, unit = ''): PropertyDecorator {
  return (target, key) => {
    const range =
      max === Number.MAX_SAFE_INTEGER ? `at least ${String(min)}` : `from ${String(min)} to ${String(max)}`;
    const message = `${String(key)} must be a whole number${unit ? ` of ${unit}` : ''}, ${range}`;
    for (const decorate of [
      Type(() => Number),
      IsInt({ message }),
      Min(min, { message }),
      Max(max, { message }),
    ]) {
      decorate(target, key);
    }
  };
}

/**
 * SHUTDOWN_TIMEOUT_SECONDS, how long a stopping app may take to finish what it took (docs/operations.md,
 * "Stopping"): below Kubernetes' terminationGracePeriodSeconds (30 by default) minus the preStop pause.
 */
export const IsShutdownTimeout = (): PropertyDecorator => WholeNumber(1, 600, 'seconds');

/** What every process reads, whatever it runs (a service, the gateway, or all of them in one). */
export class ProcessSettings {
  @Matches(/^[a-z][a-z0-9-]*$/, { message: 'BUS_NAMESPACE must be lower-case letters, digits and dashes' })
  BUS_NAMESPACE = 'stamp';

  @IsIn(LOG_LEVELS, { message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })
  LOG_LEVEL: LogLevel = 'info';

  /** `pretty` or `json`; unset: pretty at a terminal, JSON otherwise (a container's log collector). */
  @IsOptional()
  @IsIn(LOG_FORMATS, { message: `LOG_FORMAT must be one of ${LOG_FORMATS.join(', ')}` })
  LOG_FORMAT?: LogFormat;
}

/**
 * What a migrator reads: `npm run migrate` and the migration Job (tools/migrations/migrate.ts), and every
 * service process, which may migrate its own schema at start-up (docs/migrations.md).
 */
export class MigrationSettings extends ProcessSettings {
  @Matches(POSTGRES_URL, {
    message: 'DATABASE_URL must be a postgres:// URL, e.g. postgres://user@127.0.0.1:5432/stamp',
  })
  DATABASE_URL!: string;

  /** Postgres `lock_timeout` of each migration statement: it fails (and is tried again) rather than queue. */
  @WholeNumber(1, 600, 'seconds')
  MIGRATION_LOCK_TIMEOUT_SECONDS = 5;

  /** Tries of the migrations when a statement ran out of lock_timeout. */
  @WholeNumber(1, 100)
  MIGRATION_ATTEMPTS = 5;
}

/** The migration policy that MigrationSettings (and a service's MIGRATIONS) describe. */
export function migrationPolicyOf(
  settings: MigrationSettings & { MIGRATIONS?: MigrationMode; MIGRATION_WAIT_SECONDS?: number },
): MigrationPolicy {
  return {
    ...DEFAULT_MIGRATION_POLICY,
    mode: settings.MIGRATIONS ?? 'run',
    lockTimeoutMs: settings.MIGRATION_LOCK_TIMEOUT_SECONDS * 1000,
    attempts: settings.MIGRATION_ATTEMPTS,
    waitTimeoutMs: (settings.MIGRATION_WAIT_SECONDS ?? DEFAULT_MIGRATION_POLICY.waitTimeoutMs / 1000) * 1000,
  };
}

/** Settings every service process shares when it runs alone (a container). */
export class ServiceSettings extends MigrationSettings {
  @IsShutdownTimeout()
  SHUTDOWN_TIMEOUT_SECONDS = 20;

  /**
   * `run`: the service migrates its own schema at start-up (standalone, docker-compose); `wait`: it waits
   * for the migration Job to have (Kubernetes); `off`: neither.
   */
  @IsIn(MIGRATION_MODES, { message: `MIGRATIONS must be one of ${MIGRATION_MODES.join(', ')}` })
  MIGRATIONS: MigrationMode = 'run';

  /** `MIGRATIONS=wait`: how long the service waits for its schema before it exits. */
  @WholeNumber(1, 24 * 3600, 'seconds')
  MIGRATION_WAIT_SECONDS = 600;

  @Matches(NATS_URL, { message: 'NATS_URL must be a nats:// URL, e.g. nats://127.0.0.1:4222' })
  NATS_URL!: string;

  /**
   * The connection budget of one process (docs/operations.md, "Connection budget"): TypeORM's pool, and the
   * hot statements' own connections (0: they run on the pool).
   */
  @WholeNumber(1, 100, 'connections')
  DB_POOL_SIZE = 5;

  @WholeNumber(0, 32, 'connections')
  DB_HOT_CONNECTIONS = 4;

  /** `off` behind PgBouncer in transaction mode (before 1.21): the hot statements are not prepared. */
  @IsIn(['on', 'off'], { message: 'DB_PREPARED_STATEMENTS must be on or off' })
  DB_PREPARED_STATEMENTS: 'on' | 'off' = 'on';

  @IsOptional()
  @IsTimeZone()
  MISSION_TIME_ZONE = 'Asia/Manila';

  /** The HTTP port of /healthz, /readyz and /metrics; `off` serves none. */
  @IsOptional()
  @Matches(/^(off|\d{1,5})$/, { message: 'OPS_PORT must be a port number or off' })
  OPS_PORT = '9464';

  /** How long the event stream keeps an event: longer than the longest consumer outage to survive. */
  @WholeNumber(1, 24 * 365, 'hours')
  EVENT_RETENTION_HOURS = 168;

  /** The event stream's size limit; past it the oldest events go first. */
  @WholeNumber(1_048_576, Number.MAX_SAFE_INTEGER, 'bytes')
  EVENT_STREAM_MAX_BYTES = 1024 ** 3;

  @Type(() => Number)
  @IsIn([1, 3, 5], { message: 'EVENT_STREAM_REPLICAS must be 1, 3 or 5' })
  EVENT_STREAM_REPLICAS = 1;

  /** Deliveries of one event to one service before it goes to the dead-letter stream. */
  @WholeNumber(2, 100)
  EVENT_MAX_DELIVER = 10;

  /** How long a published outbox row is kept before the pruning job deletes it. */
  @WholeNumber(1, 24 * 365, 'hours')
  OUTBOX_RETENTION_HOURS = 24;

  @WholeNumber(1, 24 * 60, 'minutes')
  PRUNE_INTERVAL_MINUTES = 10;
  @IsOtlpEndpoint()
  OTEL_EXPORTER_OTLP_ENDPOINT?: string;
}
