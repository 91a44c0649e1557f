import {
  Container,
  K8sObject,
  LabelSelector,
  Workload,
  containersOf,
  hasContainerPort,
  nameOf,
  selects,
  specOf,
} from './objects';

/**
 * The checks of how the rendered objects fit together and run: images pinned, probes and resources on
 * every container, Services and NetworkPolicies pointing at real pods and ports, disruption budgets that
 * let a node drain, Ingress backends that exist behind TLS. Each returns its problems, one line each.
 */

export interface OverlayView {
  source: string;
  objects: K8sObject[];
  workloads: Workload[];
}

/** The number of pods of a workload at its lowest: its autoscaler's minimum when it has one. */
export function minimumReplicas(view: OverlayView, workload: Workload): number {
  const name = workload.object.metadata?.name;
  for (const object of view.objects) {
    const spec = specOf<{
      scaleTargetRef: { name?: string };
      minReplicas: number;
      minReplicaCount: number;
    }>(object);
    if (spec.scaleTargetRef?.name !== name) {
      continue;
    }
    if (object.kind === 'HorizontalPodAutoscaler') {
      return spec.minReplicas ?? 1;
    }
    if (object.kind === 'ScaledObject') {
      return spec.minReplicaCount ?? 0;
    }
  }
  return workload.replicas;
}

function each<T>(
  view: OverlayView,
  kind: string,
  check: (object: K8sObject, spec: Partial<T>) => string[],
): string[] {
  return view.objects
    .filter((object) => object.kind === kind)
    .flatMap((object) =>
      check(object, specOf<T>(object)).map((problem) => `${view.source}: ${nameOf(object)}: ${problem}`),
    );
}

function perContainer(
  view: OverlayView,
  check: (container: Container, isInit: boolean, workload: Workload) => string[],
): string[] {
  return view.workloads.flatMap((workload) => {
    const { object, pod } = workload;
    const init = new Set(pod.initContainers ?? []);
    return containersOf(pod).flatMap((container) =>
      check(container, init.has(container), workload).map(
        (problem) => `${view.source}: ${nameOf(object)}: container ${container.name ?? '?'}: ${problem}`,
      ),
    );
  });
}

/** `:latest`, or no tag at all (which is latest): the pod runs whatever the registry has that day. */
export function imageProblems(view: OverlayView): string[] {
  return perContainer(view, ({ image = '' }) => {
    if (image.includes('@sha256:')) {
      return [];
    }
    const tag = /:([^/:]+)$/.exec(image)?.[1];
    return tag === undefined || tag === 'latest'
      ? [
          `image ${image} is not pinned (${tag === undefined ? 'no tag means :latest' : ':latest'}): name a version`,
        ]
      : [];
  });
}

/**
 * Liveness and readiness probes on every container that serves (not an init container, not a Job's, which
 * ends by itself), requests (CPU, memory) and a memory limit on all.
 */
export function probeAndResourceProblems(view: OverlayView): string[] {
  return perContainer(view, (container, isInit, workload) => {
    const problems: string[] = [];
    if (!isInit && workload.object.kind !== 'Job') {
      for (const probe of ['livenessProbe', 'readinessProbe'] as const) {
        if (!container[probe]) {
          problems.push(`has no ${probe}`);
        }
      }
    }
    const { requests = {}, limits = {} } = container.resources ?? {};
    const missing = [
      ...['cpu', 'memory'].filter((name) => !requests[name]).map((name) => `requests.${name}`),
      ...(limits.memory ? [] : ['limits.memory']),
    ];
    if (missing.length > 0) {
      problems.push(`has no resources ${missing.join(', ')}`);
    }
    return problems;
  });
}

/** The seconds a preStop hook pauses: `sleep N` (exec) or the `sleep` action. */
export function preStopSeconds(container: Container): number {
  const preStop = container.lifecycle?.preStop;
  if (preStop?.sleep?.seconds !== undefined) {
    return preStop.sleep.seconds;
  }
  const command = (preStop?.exec?.command ?? []).join(' ');
  return Number(/(?:^|\s|\/)sleep\s+(\d+)\s*$/.exec(command)?.[1] ?? 0);
}

function selectedWorkloads(view: OverlayView, selector: LabelSelector): Workload[] {
  return view.workloads.filter((workload) => selects(selector, workload.labels));
}

function containersOfAll(workloads: Workload[]): Container[] {
  return workloads.flatMap((workload) => containersOf(workload.pod));
}

/** A Service's selector picks some workload's pods, and each of its ports is one of their container ports. */
export function serviceProblems(view: OverlayView): string[] {
  return each<{ selector: Record<string, string>; ports: { port: number; targetPort?: string | number }[] }>(
    view,
    'Service',
    (_object, spec) => {
      if (!spec.selector) {
        return [];
      }
      const selector = spec.selector;
      const targets = selectedWorkloads(view, { matchLabels: selector });
      if (targets.length === 0) {
        return [`selector ${JSON.stringify(selector)} matches no workload's pod labels`];
      }
      return (spec.ports ?? [])
        .map((port) => port.targetPort ?? port.port)
        .filter((target) => !hasContainerPort(containersOfAll(targets), target))
        .map((target) => `targetPort ${String(target)} is no container port of the pods it selects`);
    },
  );
}

/**
 * Every port a NetworkPolicy admits is a container port of the pods it selects (when the overlay runs them:
 * a policy for the operator's own NATS or PostgreSQL in production selects pods this overlay does not have).
 */
export function networkPolicyProblems(view: OverlayView): string[] {
  return each<{ podSelector: LabelSelector; ingress: { ports?: { port?: string | number }[] }[] }>(
    view,
    'NetworkPolicy',
    (_object, spec) => {
      const selector = spec.podSelector ?? {};
      const targets = selectedWorkloads(view, selector);
      const selectsAll =
        Object.keys(selector.matchLabels ?? {}).length + (selector.matchExpressions ?? []).length === 0;
      if (selectsAll || targets.length === 0) {
        return [];
      }
      return (spec.ingress ?? [])
        .flatMap((rule) => rule.ports ?? [])
        .map((entry) => entry.port)
        .filter((port): port is string | number => port !== undefined)
        .filter((port) => !hasContainerPort(containersOfAll(targets), port))
        .map((port) => `admits port ${String(port)}, which is no container port of the pods it selects`);
    },
  );
}

/** The pods a budget may let go, out of `pods`, by maxUnavailable or minAvailable (percentages rounded up). */
function allowedDisruptions(
  spec: { maxUnavailable?: string | number; minAvailable?: string | number },
  pods: number,
) {
  const resolve = (value: string | number) =>
    typeof value === 'number' ? value : Math.ceil((Number(value.replace('%', '')) / 100) * pods);
  if (spec.maxUnavailable !== undefined) {
    return resolve(spec.maxUnavailable);
  }
  return spec.minAvailable === undefined ? pods : pods - resolve(spec.minAvailable);
}

/** A PodDisruptionBudget selects pods, and at their lowest count still lets one go (a node drain). */
export function disruptionBudgetProblems(view: OverlayView): string[] {
  return each<{ selector: LabelSelector; maxUnavailable: string | number; minAvailable: string | number }>(
    view,
    'PodDisruptionBudget',
    (_object, spec) => {
      const targets = selectedWorkloads(view, spec.selector ?? {});
      if (targets.length === 0) {
        return ['selects no workload'];
      }
      const pods = targets.reduce((sum, workload) => sum + minimumReplicas(view, workload), 0);
      const allowed = allowedDisruptions(spec, pods);
      return allowed < 1
        ? [
            `blocks every drain: with ${String(pods)} pod(s) at the lowest it lets ${String(Math.max(allowed, 0))} go`,
          ]
        : [];
    },
  );
}

/** What an autoscaler (HPA or KEDA ScaledObject) scales exists in the overlay. */
export function scaleTargetOf(view: OverlayView, object: K8sObject): Workload | undefined {
  const ref = specOf<{ scaleTargetRef: { kind?: string; name?: string } }>(object).scaleTargetRef;
  return view.workloads.find(
    (workload) =>
      workload.object.kind === (ref?.kind ?? 'Deployment') && workload.object.metadata?.name === ref?.name,
  );
}

export function autoscalerTargetProblems(view: OverlayView): string[] {
  return ['HorizontalPodAutoscaler', 'ScaledObject'].flatMap((kind) =>
    each<{ scaleTargetRef: { name?: string } }>(view, kind, (object, spec) =>
      scaleTargetOf(view, object)
        ? []
        : [`scales ${spec.scaleTargetRef?.name ?? '?'}, which this overlay does not run`],
    ),
  );
}

interface IngressBackend {
  service?: { name: string; port?: { name?: string; number?: number } };
}

/** Every Ingress host is served over TLS, and every backend is a Service port of the overlay. */
export function ingressProblems(view: OverlayView): string[] {
  return each<{
    tls: { hosts?: string[]; secretName?: string }[];
    rules: { host?: string; http?: { paths: { backend: IngressBackend }[] } }[];
    defaultBackend: IngressBackend;
  }>(view, 'Ingress', (_object, spec) => {
    const problems: string[] = [];
    const tlsHosts = new Set(
      (spec.tls ?? []).filter((tls) => tls.secretName).flatMap((tls) => tls.hosts ?? []),
    );
    for (const rule of spec.rules ?? []) {
      if (!rule.host || !tlsHosts.has(rule.host)) {
        problems.push(`host ${rule.host ?? '(any)'} is not served over TLS (a tls entry with a secretName)`);
      }
    }
    const backends = [
      ...(spec.defaultBackend ? [spec.defaultBackend] : []),
      ...(spec.rules ?? []).flatMap((rule) => (rule.http?.paths ?? []).map((path) => path.backend)),
    ];
    for (const { service } of backends) {
      if (!service) {
        continue;
      }
      const target = view.objects.find((o) => o.kind === 'Service' && o.metadata?.name === service.name);
      const ports = specOf<{ ports: { name?: string; port: number }[] }>(target ?? {}).ports ?? [];
      const port = service.port?.name ?? service.port?.number;
      if (!target || !ports.some((p) => p.name === port || p.port === port)) {
        problems.push(`backend ${service.name}:${String(port)} is no Service port of this overlay`);
      }
    }
    return problems;
  });
}

/**
 * A Job ends, is bounded and goes away: a backoffLimit and activeDeadlineSeconds (a stuck run fails instead
 * of holding its locks for ever) and ttlSecondsAfterFinished (a finished Job is removed, so the next release
 * can create it again with its new image).
 */
export function jobProblems(view: OverlayView): string[] {
  return each<{ backoffLimit: number; activeDeadlineSeconds: number; ttlSecondsAfterFinished: number }>(
    view,
    'Job',
    (_object, spec) =>
      (['backoffLimit', 'activeDeadlineSeconds', 'ttlSecondsAfterFinished'] as const)
        .filter((field) => spec[field] === undefined)
        .map((field) => `has no ${field}`),
  );
}
