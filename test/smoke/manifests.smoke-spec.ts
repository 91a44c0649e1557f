import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../support/processes';

interface Run {
  code: number;
  output: string;
}

/** Runs the built manifest check (`npm run manifests:check` without its build) with these arguments. */
function check(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(ROOT, 'dist/tools/manifests/check-manifests.js'), ...args],
      { cwd: ROOT },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` });
      },
    );
  });
}

describe('The manifest and compose check', () => {
  it('passes every overlay and docker-compose.yml of the repository', async () => {
    const run = await check();

    expect(run.output).toContain('k8s/overlays/dev: ');
    expect(run.output).toContain('k8s/overlays/prod: ');
    expect(run.output).toContain('k8s/overlays/prod-keda: ');
    expect(run.output).toContain('docker-compose.yml: every app');
    expect(run.code).toBe(0);
  });

  it('fails on a field the Kubernetes schema does not know, naming the object and the field', async () => {
    const run = await check('--no-compose', '--overlay', 'test/fixtures/manifests/wrong-field');

    expect(run.code).toBe(1);
    expect(run.output).toMatch(/Deployment\/loyalty-service: .*'"httpGett"' does not exist in type 'IProbe'/);
  });

  it('fails on a variable an app does not validate and on a required one that is missing', async () => {
    const run = await check('--no-compose', '--overlay', 'test/fixtures/manifests/wrong-settings');

    expect(run.code).toBe(1);
    expect(run.output).toContain('Deployment/gateway: PUBLIK_URL is not a setting of gateway');
    expect(run.output).toContain('Deployment/gateway: gateway requires JWT_SECRET, which is not passed');
  });

  it('checks docker-compose.yml the same way', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stamp-compose-'));
    try {
      const compose = readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8');
      const loyalty = "    command: ['node', 'dist/apps/loyalty-service/src/main.js']\n";
      expect(compose).toContain(
        `${loyalty}    healthcheck: *service-healthcheck\n    environment: *service-env\n`,
      );
      const file = join(dir, 'docker-compose.yml');
      writeFileSync(
        file,
        compose.replace(
          `${loyalty}    healthcheck: *service-healthcheck\n    environment: *service-env\n`,
          `${loyalty}    healthcheck: *service-healthcheck\n    environment:\n      <<: *service-env\n      LOYALTY_MODE: fast\n`,
        ),
      );
      const run = await check('--compose', file, '--overlay', 'k8s/overlays/dev');

      expect(run.code).toBe(1);
      expect(run.output).toMatch(
        /docker-compose\.yml: loyalty-service: LOYALTY_MODE is not a setting of loyalty-service/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
