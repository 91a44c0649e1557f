import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, TEST_ADMIN_PASSWORD, freePort, waitForReady } from '../support/processes';

/**
 * Ctrl-C in a terminal sends SIGINT to the whole foreground process group: `npm start`'s launcher and the
 * product both hear it, and the launcher passes it on. An impatient user presses it twice. Each stop must
 * still be clean: exit 0, the embedded database's lock removed, and the next start clean (before, a second
 * SIGINT milliseconds after the first killed the product half-stopped in 2 of 5 tries).
 */
describe('npm start stopped with Ctrl-C', () => {
  it('stops cleanly when Ctrl-C is pressed twice 20 ms apart, removes its database lock and starts again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'stamp-ctrl-c-'));
    const port = await freePort();
    for (let attempt = 1; attempt <= 2; attempt++) {
      const launcher = spawn(process.execPath, [join(ROOT, 'tools/start.mjs')], {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH ?? '',
          DATA_DIR: dataDir,
          PORT: String(port),
          LOG_LEVEL: 'warn',
          BOOTSTRAP_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
        },
        // Its own process group, as a terminal's foreground job is.
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      launcher.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      launcher.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => launcher.once('exit', resolve));
      await waitForReady(`http://127.0.0.1:${String(port)}`, [
        { name: 'npm start', child: launcher, output: () => output },
      ]);
      expect(existsSync(join(dataDir, 'pgdata.lock'))).toBe(true);

      process.kill(-(launcher.pid ?? 0), 'SIGINT');
      await new Promise((resolve) => setTimeout(resolve, 20));
      process.kill(-(launcher.pid ?? 0), 'SIGINT');

      expect({ attempt, code: await exited, output }).toMatchObject({ attempt, code: 0 });
      expect(existsSync(join(dataDir, 'pgdata.lock'))).toBe(false);
    }
  });
});
