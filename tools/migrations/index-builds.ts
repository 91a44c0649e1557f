import { MigrationInterface, QueryRunner } from 'typeorm';
import { versionOf } from '@stamp/server-kit/database';

/**
 * Index builds that do not lock a table the apps are using (docs/migrations.md, "Indexes"). A plain
 * `CREATE INDEX` on an existing table holds a SHARE lock for the whole build: every insert and update of that
 * table waits meanwhile (minutes on a big table). From CONCURRENT_INDEXES_SINCE on, a migration builds an
 * index on an existing table `CONCURRENTLY`, which Postgres runs only outside a transaction: such a migration
 * says `transaction = false`. Migrations before it are committed and never edited.
 */
export const CONCURRENT_INDEXES_SINCE = 1796000000000;

type MigrationClass = new () => MigrationInterface;

const CREATE_TABLE = /\bCREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?((?:"?\w+"?\.)?"?\w+"?)/gi;
const CREATE_INDEX =
  /\bCREATE\s+(?:UNIQUE\s+)?INDEX\s+(CONCURRENTLY\s+)?(?:IF\s+NOT\s+EXISTS\s+)?(?:"?\w+"?\s+)?ON\s+(?:ONLY\s+)?((?:"?\w+"?\.)?"?\w+"?)/gi;

/** A table's name without its schema and quotes: `"store"."stores"` → stores. */
function tableName(reference: string): string {
  return reference.split('.').pop()?.replaceAll('"', '') ?? reference;
}

/** The statements a migration's `up` sends, recorded by a query runner that runs nothing. */
export async function statementsOf(migration: MigrationInterface): Promise<string[]> {
  const statements: string[] = [];
  const recorder = {
    query: (sql: string) => {
      statements.push(sql);
      return Promise.resolve([]);
    },
  };
  await migration.up(recorder as unknown as QueryRunner);
  return statements;
}

/** Why a migration's index builds would lock a table in use; empty when they would not (or it is older). */
export async function indexBuildProblems(Migration: MigrationClass): Promise<string[]> {
  if (versionOf(Migration) < CONCURRENT_INDEXES_SINCE) {
    return [];
  }
  const migration = new Migration();
  const name = migration.name;
  const sql = (await statementsOf(migration)).join(';\n');
  const created = new Set([...sql.matchAll(CREATE_TABLE)].map((match) => tableName(match[1])));
  const problems: string[] = [];
  for (const [statement, concurrently, table = ''] of sql.matchAll(CREATE_INDEX)) {
    if (concurrently && migration.transaction !== false) {
      problems.push(
        `${name}: CREATE INDEX CONCURRENTLY cannot run inside a transaction: give the migration \`transaction = false\``,
      );
    } else if (!concurrently && !created.has(tableName(table))) {
      problems.push(
        `${name}: ${statement.trim()}… builds an index on the existing table ${tableName(table)} without CONCURRENTLY: it would block writes to that table for the whole build (docs/migrations.md, "Indexes")`,
      );
    }
  }
  return problems;
}
