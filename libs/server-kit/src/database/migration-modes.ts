// The migration settings' values, apart from the code that migrates: the settings classes (read by every
// app, the gateway too) import these without loading TypeORM.

/**
 * What an app does with its schema at start-up (`MIGRATIONS`, docs/migrations.md): `run` its pending
 * migrations itself (standalone and docker-compose), `wait` until the migration Job has brought the schema to
 * the newest migration it knows (Kubernetes), or `off` (someone else answers for the schema).
 */
export const MIGRATION_MODES = ['run', 'wait', 'off'] as const;
export type MigrationMode = (typeof MIGRATION_MODES)[number];

export interface MigrationPolicy {
  mode: MigrationMode;
  /** Postgres `lock_timeout` of every migration statement: a table lock it cannot have within this fails it. */
  lockTimeoutMs: number;
  /** How many times the migrations are tried when a statement ran out of lock_timeout. */
  attempts: number;
  /** The pause before the next attempt (times the attempt's number). */
  retryDelayMs: number;
  /** `wait`: how long the app waits for its schema before it gives up (and exits). */
  waitTimeoutMs: number;
  /** `wait`: how often it looks at its schema's version. */
  pollIntervalMs: number;
}

/** The defaults of MIGRATIONS, MIGRATION_LOCK_TIMEOUT_SECONDS, MIGRATION_ATTEMPTS and MIGRATION_WAIT_SECONDS. */
export const DEFAULT_MIGRATION_POLICY: MigrationPolicy = {
  mode: 'run',
  lockTimeoutMs: 5_000,
  attempts: 5,
  retryDelayMs: 2_000,
  waitTimeoutMs: 600_000,
  pollIntervalMs: 2_000,
};
