/**
 * Runs every service's pending migrations, each on its own schema, once: `npm run migrate` and the
 * migration Job (k8s/base/migrate-job.yaml) before the apps, which then only wait for their schema
 * (MIGRATIONS=wait). Under each schema's advisory lock (two at once: one waits, then finds nothing to do),
 * every statement with MIGRATION_LOCK_TIMEOUT_SECONDS as lock_timeout, tried MIGRATION_ATTEMPTS times.
 * Exits 1 with the reason when a schema could not be migrated (docs/migrations.md).
 */
import 'reflect-metadata';
import { loadConfig, migrationPolicyOf, MigrationSettings } from '@stamp/server-kit/config';
import { createDataSource, migrate } from '@stamp/server-kit/database';
import { createLogger } from '@stamp/server-kit/logging';
import { StartupError, maskedUrl, messageOf, runMain } from '@stamp/server-kit/process';
import { SERVICES } from './services';

export async function migrateAll(env: NodeJS.ProcessEnv): Promise<void> {
  const settings = loadConfig('migrate', MigrationSettings, env);
  const logger = createLogger('migrate', settings.LOG_LEVEL, settings.LOG_FORMAT);
  const policy = migrationPolicyOf(settings);
  for (const definition of Object.values(SERVICES)) {
    if (!definition) {
      continue;
    }
    const dataSource = createDataSource({
      url: settings.DATABASE_URL,
      schema: definition.schema,
      entities: definition.entities,
      migrations: definition.migrations,
      poolSize: 1,
      logger,
    });
    try {
      await dataSource.initialize();
    } catch (error) {
      throw new StartupError(
        'PostgreSQL',
        `${messageOf(error)} (${maskedUrl(settings.DATABASE_URL)})`,
        'set DATABASE_URL to a server that accepts connections (postgres://user:password@host:5432/db).',
      );
    }
    try {
      const applied = await migrate(dataSource, definition.schema, logger, policy);
      if (applied.length === 0) {
        logger.info({ schema: definition.schema }, 'no migration pending');
      }
    } finally {
      await dataSource.destroy();
    }
  }
  logger.info({ schemas: Object.keys(SERVICES) }, 'every schema is migrated');
}

if (require.main === module) {
  runMain(() => migrateAll(process.env));
}
