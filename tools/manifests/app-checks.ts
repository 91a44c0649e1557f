import { getMetadataArgsStorage } from 'typeorm';
import { consumerNameOf, streamNameOf } from '@stamp/server-kit/bus';
import { ServiceDefinition } from '@stamp/server-kit/service';
import { SERVICES } from '../migrations/services';
import { PassedEnv, checkAppSettings } from './app-settings';
import { Container, K8sObject, Workload, nameOf, specOf } from './objects';
import { OverlayView, preStopSeconds, scaleTargetOf } from './workload-checks';

/**
 * The checks that need to know which app a container runs (its `node dist/apps/<app>/src/main.js`
 * command) and the settings it would start with: the settings themselves, the grace period against the
 * app's own shutdown timeout, KEDA triggers against the app's stream, consumer and tables, and the first
 * administrator's password from a Secret.
 */

const APP_COMMAND = /^dist\/apps\/([a-z-]+)\/src\/main\.js$/;

/** The migrations of every schema (`npm run migrate`, the migration Job): checked as the app `migrate`. */
export const MIGRATE_COMMAND = 'dist/tools/migrations/migrate.js';

/** Kubernetes' default terminationGracePeriodSeconds. */
const DEFAULT_GRACE_SECONDS = 30;

export interface AppContainer {
  workload: Workload;
  container: Container;
  app: string;
  settings: Record<string, unknown>;
}

export function appOf(command: unknown): string | undefined {
  if (!Array.isArray(command) || command[0] !== 'node' || typeof command[1] !== 'string') {
    return undefined;
  }
  return command[1] === MIGRATE_COMMAND ? 'migrate' : APP_COMMAND.exec(command[1])?.[1];
}

/** The service an app folder runs (`push-service` → push), whose consumer and schema the app has. */
function serviceOf(app: string): ServiceDefinition | undefined {
  return Object.values(SERVICES).find((definition) => definition && consumerNameOf(definition.name) === app);
}

function configMapsOf(objects: K8sObject[]): Map<string, Record<string, string>> {
  return new Map(
    objects
      .filter((object) => object.kind === 'ConfigMap')
      .map((object) => [
        object.metadata?.name ?? '',
        (object.data as Record<string, string> | undefined) ?? {},
      ]),
  );
}

/** What a container passes its app: values from `env` and ConfigMaps; names only from Secrets. */
function passedEnv(container: Container, configMaps: Map<string, Record<string, string>>, where: string) {
  const passed: PassedEnv = { values: {}, unseen: new Set(), optional: new Set() };
  const problems: string[] = [];
  for (const from of container.envFrom ?? []) {
    const data = from.configMapRef ? configMaps.get(from.configMapRef.name) : undefined;
    if (!data) {
      problems.push(`${where}: envFrom must name a ConfigMap of this overlay, so its keys can be checked`);
      continue;
    }
    Object.assign(passed.values, data);
  }
  for (const entry of container.env ?? []) {
    const fromMap = entry.valueFrom?.configMapKeyRef;
    const value = fromMap ? configMaps.get(fromMap.name)?.[fromMap.key] : entry.value;
    if (value === undefined && entry.valueFrom) {
      const hidden = entry.valueFrom.secretKeyRef?.optional === true ? passed.optional : passed.unseen;
      hidden?.add(entry.name);
    } else {
      passed.values[entry.name] = value ?? '';
    }
  }
  // A Secret's variable in `env` wins over a ConfigMap key of the same name in `envFrom`.
  passed.values = Object.fromEntries(
    Object.entries(passed.values).filter(([name]) => !passed.unseen.has(name) && !passed.optional?.has(name)),
  );
  return { passed, problems };
}

/** Every container that runs an app of the product, with the settings it would start with. */
export function appContainers(view: OverlayView): { apps: AppContainer[]; problems: string[] } {
  const configMaps = configMapsOf(view.objects);
  const apps: AppContainer[] = [];
  const problems: string[] = [];
  for (const workload of view.workloads) {
    for (const container of workload.pod.containers ?? []) {
      const app = appOf(container.command);
      if (!app) {
        continue;
      }
      const where = `${view.source}: ${nameOf(workload.object)}`;
      const { passed, problems: envProblems } = passedEnv(container, configMaps, where);
      const checked = checkAppSettings(where, app, passed);
      problems.push(...envProblems, ...checked.problems);
      apps.push({ workload, container, app, settings: checked.settings });
    }
  }
  return { apps, problems };
}

/**
 * terminationGracePeriodSeconds covers the preStop pause and the app's own stop (SHUTDOWN_TIMEOUT_SECONDS,
 * as the app reads it): otherwise the kubelet kills it while it still finishes what it took.
 */
export function gracePeriodProblems(view: OverlayView, apps: AppContainer[]): string[] {
  return apps.flatMap(({ workload, container, settings }) => {
    const shutdown = settings.SHUTDOWN_TIMEOUT_SECONDS;
    if (typeof shutdown !== 'number') {
      return [];
    }
    const grace = workload.pod.terminationGracePeriodSeconds ?? DEFAULT_GRACE_SECONDS;
    const pause = preStopSeconds(container);
    return grace < pause + shutdown
      ? [
          `${view.source}: ${nameOf(workload.object)}: terminationGracePeriodSeconds ${String(grace)} is shorter than the preStop pause (${String(pause)} s) plus SHUTDOWN_TIMEOUT_SECONDS (${String(shutdown)} s)`,
        ]
      : [];
  });
}

/** The first administrator's password comes from a Secret the pod cannot start without (never generated and logged). */
export function bootstrapAdminProblems(view: OverlayView, apps: AppContainer[]): string[] {
  return apps
    .filter(({ app }) => app === 'member-service')
    .filter(({ container }) => {
      const entry = (container.env ?? []).find((e) => e.name === 'BOOTSTRAP_ADMIN_PASSWORD');
      const ref = entry?.valueFrom?.secretKeyRef;
      return !ref || ref.optional === true;
    })
    .map(
      ({ workload }) =>
        `${view.source}: ${nameOf(workload.object)}: BOOTSTRAP_ADMIN_PASSWORD must come from a Secret (secretKeyRef, not optional): without it the first password is generated and printed to the pod's log`,
    );
}

/** The tables a service's entities are in (`deliveries`), for the queries KEDA runs on them. */
function tablesOf(definition: ServiceDefinition): Set<string> {
  return new Set(
    getMetadataArgsStorage()
      .tables.filter((table) => definition.entities.includes(table.target as never))
      .map((table) => table.name ?? ''),
  );
}

interface Trigger {
  type: string;
  metadata?: Partial<Record<string, string>>;
}

function triggerProblems(trigger: Trigger, target: AppContainer): string[] {
  const metadata = trigger.metadata ?? {};
  const definition = serviceOf(target.app);
  if (trigger.type === 'nats-jetstream') {
    const stream = streamNameOf(String(target.settings.BUS_NAMESPACE));
    const consumer = definition ? consumerNameOf(definition.name) : undefined;
    return [
      ...(metadata.stream === stream
        ? []
        : [
            `nats-jetstream trigger names stream ${metadata.stream ?? '(none)'}, but ${target.app} (BUS_NAMESPACE=${String(target.settings.BUS_NAMESPACE)}) uses ${stream}`,
          ]),
      ...(metadata.consumer === consumer
        ? []
        : [
            `nats-jetstream trigger names consumer ${metadata.consumer ?? '(none)'}, which ${target.app} does not have (${consumer ?? 'none'})`,
          ]),
    ];
  }
  if (trigger.type === 'postgresql') {
    const problems: string[] = [];
    const from = metadata.connectionFromEnv;
    if (from && !(target.container.env ?? []).some((entry) => entry.name === from)) {
      problems.push(
        `postgresql trigger reads its connection from ${from}, which ${target.app}'s container does not have`,
      );
    }
    const tables = definition ? tablesOf(definition) : new Set<string>();
    for (const [, schema, table] of (metadata.query ?? '').matchAll(
      /\b(?:from|join)\s+"?(\w+)"?\."?(\w+)"?/gi,
    )) {
      if (schema !== definition?.schema || !tables.has(table)) {
        problems.push(`postgresql trigger queries ${schema}.${table}, which is no table of ${target.app}`);
      }
    }
    return problems;
  }
  return [];
}

/** KEDA's triggers name the stream, consumer and tables of the app they scale. */
export function kedaProblems(view: OverlayView, apps: AppContainer[]): string[] {
  return view.objects
    .filter((object) => object.kind === 'ScaledObject')
    .flatMap((object) => {
      const workload = scaleTargetOf(view, object);
      const target = apps.find((candidate) => candidate.workload === workload);
      if (!target) {
        return [];
      }
      const triggers = specOf<{ triggers: Trigger[] }>(object).triggers ?? [];
      return triggers.flatMap((trigger) =>
        triggerProblems(trigger, target).map((problem) => `${view.source}: ${nameOf(object)}: ${problem}`),
      );
    });
}

/**
 * A service that waits for its schema (MIGRATIONS=wait) has a migration Job beside it in the overlay: without
 * one it would wait for a schema nobody migrates, then exit, again and again.
 */
export function migrationJobProblems(view: OverlayView, apps: AppContainer[]): string[] {
  const migrates = apps.some(({ app, workload }) => app === 'migrate' && workload.object.kind === 'Job');
  if (migrates) {
    return [];
  }
  return apps
    .filter(({ settings }) => settings.MIGRATIONS === 'wait')
    .map(
      ({ workload }) =>
        `${view.source}: ${nameOf(workload.object)}: MIGRATIONS=wait, but no Job of this overlay runs the migrations (node ${MIGRATE_COMMAND}): it would wait for a schema nobody migrates`,
    );
}
