import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The loyalty schema's functions kept as SQL files beside this module (`src/sql/*.sql`). */
export type SqlFile = 'add-stamp.sql' | 'idempotency-keys.sql' | 'redeem-ticket.sql';

/**
 * Where the SQL files are: beside this module (the source tree, or dist/ after `npm run build:server` copies
 * them, as the Docker image has them), else, for a dist/ that plain `tsc` built, the source tree it came
 * from.
 */
function sqlDirectory(): string {
  const parts = __dirname.split(sep);
  const dist = parts.lastIndexOf('dist');
  if (existsSync(join(__dirname, 'add-stamp.sql')) || dist < 0) {
    return __dirname;
  }
  const root = parts.slice(0, dist).join(sep) || sep;
  return join(root, relative(join(root, 'dist'), __dirname));
}

/** The text of one of the SQL files, as migrations and integration tests load it. */
export function readSql(file: SqlFile): string {
  return readFileSync(join(sqlDirectory(), file), 'utf8');
}
