/**
 * Writes a migration for whatever the entities of one service declare beyond its committed migrations.
 * Usage: npm run migration:generate -- <service> <PascalName>   (DATABASE_URL: a scratch database)
 * With --check it writes nothing and exits 1 when a migration is missing.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { createDataSource, migrate } from '@stamp/server-kit/database';
import { SERVICES } from './services';

function migrationSource(className: string, up: string[], down: string[]): string {
  const lines = (queries: string[]) =>
    queries.map((q) => `    await queryRunner.query(${JSON.stringify(q)});`).join('\n');
  return `import { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  async up(queryRunner: QueryRunner): Promise<void> {
${lines(up)}
  }

  async down(queryRunner: QueryRunner): Promise<void> {
${lines(down)}
  }
}
`;
}

/** migrations/index.ts lists every migration file of the folder, oldest first. */
function writeIndex(dir: string): void {
  const files = readdirSync(dir)
    .filter((f) => /^\d+-[A-Za-z]+\.ts$/.test(f))
    .sort()
    .map((f) => f.replace(/\.ts$/, ''));
  const classes = files.map((f) => {
    const [timestamp, name] = f.split('-');
    return { file: f, className: `${name}${timestamp}` };
  });
  const source = [
    ...classes.map((c) => `import { ${c.className} } from './${c.file}';`),
    '',
    `export const MIGRATIONS = [${classes.map((c) => c.className).join(', ')}];`,
    '',
  ].join('\n');
  writeFileSync(join(dir, 'index.ts'), source);
}

async function main(): Promise<void> {
  const [serviceName = '', name, flag] = process.argv.slice(2);
  const definition = SERVICES[serviceName];
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (!definition || (!name && flag !== '--check')) {
    throw new Error(`usage: generate-migration <${Object.keys(SERVICES).join('|')}> <PascalName> [--check]`);
  }
  const logger = pino({ level: 'warn' });
  const dataSource = createDataSource({
    url,
    schema: definition.schema,
    entities: definition.entities,
    migrations: definition.migrations,
    logger,
  });
  await dataSource.initialize();
  try {
    await migrate(dataSource, definition.schema, logger);
    const sql = await dataSource.driver.createSchemaBuilder().log();
    const up = sql.upQueries.map((q) => q.query);
    const down = sql.downQueries.map((q) => q.query).reverse();
    if (up.length === 0) {
      console.log(`${serviceName}: entities and migrations agree`);
      return;
    }
    if (name === '--check' || flag === '--check') {
      console.error(`${serviceName}: entities changed without a migration:\n${up.join('\n')}`);
      process.exitCode = 1;
      return;
    }
    const timestamp = Date.now();
    const className = `${name}${timestamp}`;
    const dir = join(__dirname, '../../../apps', `${serviceName}-service`, 'src/migrations');
    const file = `${timestamp}-${name}`;
    writeFileSync(join(dir, `${file}.ts`), migrationSource(className, up, down));
    writeIndex(dir);
    console.log(`wrote ${dir}/${file}.ts`);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
