// After `tsc -p tsconfig.build.json`: the services' SQL files (apps/*/src/**/*.sql, loaded by migrations) go
// to the same place under dist/, which is all the Docker image keeps of the server.
import { cpSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
for (const app of readdirSync(join(root, 'apps'))) {
  const source = join('apps', app, 'src');
  let files;
  try {
    files = readdirSync(join(root, source), { recursive: true });
  } catch {
    continue;
  }
  for (const file of files.filter((name) => name.endsWith('.sql'))) {
    cpSync(join(root, source, file), join(root, 'dist', source, file));
  }
}
