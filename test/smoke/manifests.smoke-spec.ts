import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../support/processes';

const FIXTURES = 'test/fixtures/manifests';

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

  describe('refuses each broken overlay of test/fixtures/manifests, naming its defect and nothing else', () => {
    /** Each overlay plants one mistake on a real overlay; every problem reported for it is that mistake. */
    const BROKEN: [string, RegExp[]][] = [
      ['bad-setting-value', [/Deployment\/\S+-service: EVENT_STREAM_REPLICAS must be 1, 3 or 5$/]],
      [
        'wrong-settings',
        [
          /Deployment\/gateway: PUBLIK_URL is not a setting of gateway$/,
          /Deployment\/gateway: gateway requires JWT_SECRET, which is not passed$/,
        ],
      ],
      ['wrong-field', [/Deployment\/loyalty-service: .*'"httpGett"' does not exist in type 'IProbe'/]],
      [
        'service-selector-typo',
        [
          /Service\/gateway: selector \{"app.kubernetes.io\/name":"gatway"\} matches no workload's pod labels$/,
        ],
      ],
      ['service-port', [/Service\/gateway: targetPort 8080 is no container port of the pods it selects$/]],
      [
        'network-policy-port',
        [/NetworkPolicy\/services-scraped-by-monitoring: admits port 9465, which is no container port/],
      ],
      [
        'keda-missing-stream',
        [
          /ScaledObject\/push-service: nats-jetstream trigger names stream EVENTS, but push-service \(BUS_NAMESPACE=stamp\) uses STAMP_EVENTS$/,
        ],
      ],
      [
        'keda-missing-consumer',
        [
          /ScaledObject\/push-service: nats-jetstream trigger names consumer push, which push-service does not have/,
        ],
      ],
      [
        'keda-missing-table',
        [
          /ScaledObject\/push-service: postgresql trigger queries push.delivery_jobs, which is no table of push-service$/,
        ],
      ],
      [
        'grace-too-short',
        [
          /Deployment\/push-service: terminationGracePeriodSeconds 25 is shorter than the preStop pause \(10 s\) plus SHUTDOWN_TIMEOUT_SECONDS \(20 s\)$/,
        ],
      ],
      [
        'latest-image',
        [
          /Deployment\/\S+: container \S+: image registry.example.com\/stamp:latest is not pinned/,
          /Job\/migrate: container migrate: image registry.example.com\/stamp:latest is not pinned/,
        ],
      ],
      [
        'pdb-blocks-drain',
        [
          /PodDisruptionBudget\/loyalty-service: blocks every drain: with 2 pod\(s\) at the lowest it lets 0 go$/,
        ],
      ],
      ['missing-probe', [/Deployment\/store-service: container store-service: has no readinessProbe$/]],
      [
        'missing-resources',
        [
          /Deployment\/member-service: container member-service: has no resources requests.cpu, requests.memory, limits.memory$/,
        ],
      ],
      [
        'admin-password-in-logs',
        [/Deployment\/member-service: BOOTSTRAP_ADMIN_PASSWORD must come from a Secret/],
      ],
      ['ingress-without-tls', [/Ingress\/gateway: host stamp.example.ph is not served over TLS/]],
      [
        'no-migration-job',
        [
          /Deployment\/(store|member|loyalty|push)-service: MIGRATIONS=wait, but no Job of this overlay runs the migrations/,
        ],
      ],
      [
        'job-no-resources',
        [/Job\/migrate: container migrate: has no resources requests.cpu, requests.memory, limits.memory$/],
      ],
      ['job-kept-forever', [/Job\/migrate: has no ttlSecondsAfterFinished$/]],
    ];
    let run: Run;

    beforeAll(async () => {
      // One run for all of them (each overlay's problems carry its path): rendering and type-checking
      // sixteen overlays one by one would take minutes.
      run = await check('--no-compose', ...BROKEN.flatMap(([name]) => ['--overlay', `${FIXTURES}/${name}`]));
    });

    it('exits 1', () => {
      expect(run.code).toBe(1);
    });

    it('covers every fixture folder', () => {
      expect(readdirSync(join(ROOT, FIXTURES)).sort()).toEqual(BROKEN.map(([name]) => name).sort());
    });

    it.each(BROKEN)('%s', (name, expected) => {
      const problems = run.output.split('\n').filter((line) => line.startsWith(`  - ${FIXTURES}/${name}: `));

      expect(problems.length).toBeGreaterThan(0);
      expect(expected.filter((pattern) => !problems.some((problem) => pattern.test(problem)))).toEqual([]);
      expect(problems.filter((problem) => !expected.some((pattern) => pattern.test(problem)))).toEqual([]);
    });
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
          `${loyalty}    healthcheck: *service-healthcheck\n    environment:\n      <<: *service-env\n      LOYALTY_MODE: fast\n      STAMP_LOCK_AFTER: 0\n`,
        ),
      );
      const run = await check('--compose', file, '--overlay', 'k8s/overlays/dev');

      expect(run.code).toBe(1);
      expect(run.output).toMatch(
        /docker-compose\.yml: loyalty-service: LOYALTY_MODE is not a setting of loyalty-service/,
      );
      expect(run.output).toMatch(
        /docker-compose\.yml: loyalty-service: STAMP_LOCK_AFTER must not be less than 1/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
