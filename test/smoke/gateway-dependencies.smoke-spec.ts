import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../support/processes';

/** Packages that belong to the services' databases and mail: the gateway owns neither. */
const NOT_IN_THE_GATEWAY = ['typeorm', '@nestjs/typeorm', 'pg', 'postgres', 'nodemailer'];

/**
 * Runs in a child process: starts the built gateway (on an in-process bus, port 0), asks it `/healthz`, and
 * prints every module file Node loaded on the way.
 */
const PROBE = `
require('reflect-metadata');
const { InProcessBus } = require('@stamp/server-kit/bus');
const { createLogger } = require('@stamp/server-kit/logging');
const { startGateway } = require('./dist/apps/gateway/src/gateway.entry.js');
(async () => {
  const bus = new InProcessBus();
  const { app, port } = await startGateway(process.env, bus, createLogger('gateway', 'warn'));
  const health = await fetch('http://127.0.0.1:' + port + '/healthz');
  const loaded = Object.keys(require.cache);
  await app.close();
  await bus.close();
  process.stdout.write(JSON.stringify({ health: health.status, loaded }));
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
`;

/** The package a module file belongs to (`node_modules/@scope/name/...` or `node_modules/name/...`). */
function packageOf(file: string): string | undefined {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\/[^/]*/.exec(
    file.slice(file.lastIndexOf('node_modules/')),
  );
  return match?.[1];
}

describe('the gateway process', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'gateway-dependencies-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts and answers without loading TypeORM, pg, postgres.js or nodemailer', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['-e', PROBE], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: '0',
        HOST: '127.0.0.1',
        JWT_SECRET: 'a-secret-of-at-least-thirty-two-characters',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      maxBuffer: 64 * 1024 * 1024,
    });
    const { health, loaded } = JSON.parse(stdout) as { health: number; loaded: string[] };
    const packages = new Set(loaded.map(packageOf).filter((name) => name !== undefined));

    expect(health).toBe(200);
    // The probe saw the gateway's own dependencies: the check below looks at a real module list.
    expect(packages).toContain('@nestjs/core');
    expect(packages).toContain('fastify');
    expect(NOT_IN_THE_GATEWAY.filter((name) => packages.has(name))).toEqual([]);
  });
});
