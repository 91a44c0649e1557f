/** The parts of rendered Kubernetes objects the manifest checks read (the schemas have checked their shape). */

export interface K8sObject {
  apiVersion?: string;
  kind?: string;
  metadata?: { name?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

export interface Rendered {
  source: string;
  objects: K8sObject[];
}

export interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: {
    secretKeyRef?: { name: string; key: string; optional?: boolean };
    configMapKeyRef?: { name: string; key: string };
  };
}

export interface Probe {
  httpGet?: { port?: string | number };
  tcpSocket?: { port?: string | number };
  exec?: { command?: string[] };
  grpc?: { port?: number };
}

export interface Container {
  name?: string;
  image?: string;
  command?: string[];
  env?: EnvVar[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  ports?: { name?: string; containerPort: number }[];
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  lifecycle?: { preStop?: { exec?: { command?: string[] }; sleep?: { seconds?: number } } };
}

export interface PodSpec {
  containers?: Container[];
  initContainers?: Container[];
  terminationGracePeriodSeconds?: number;
}

export interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: { key: string; operator: string; values?: string[] }[];
}

/** A Deployment, StatefulSet, DaemonSet or Job: what runs pods, with their labels and spec. */
export interface Workload {
  object: K8sObject;
  labels: Record<string, string>;
  pod: PodSpec;
  replicas: number;
}

const WORKLOAD_KINDS = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'Job', 'ReplicaSet']);

export function nameOf(object: K8sObject): string {
  return `${object.kind ?? '?'}/${object.metadata?.name ?? '?'}`;
}

export function specOf<T>(object: K8sObject): Partial<T> {
  return object.spec ?? {};
}

export function workloadsOf(objects: K8sObject[]): Workload[] {
  return objects
    .filter((object) => WORKLOAD_KINDS.has(object.kind ?? ''))
    .map((object) => {
      const spec = specOf<{
        replicas: number;
        template: { metadata?: { labels?: Record<string, string> }; spec?: PodSpec };
      }>(object);
      return {
        object,
        labels: spec.template?.metadata?.labels ?? {},
        pod: spec.template?.spec ?? {},
        replicas: spec.replicas ?? 1,
      };
    });
}

export function containersOf(pod: PodSpec): Container[] {
  return [...(pod.initContainers ?? []), ...(pod.containers ?? [])];
}

/** Whether labels match a selector (matchLabels and matchExpressions, as the API server reads them). */
export function selects(selector: LabelSelector, labels: Record<string, string>): boolean {
  const byLabels = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  const byExpressions = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    switch (operator) {
      case 'In':
        return key in labels && values.includes(labels[key] ?? '');
      case 'NotIn':
        return !(key in labels) || !values.includes(labels[key] ?? '');
      case 'Exists':
        return key in labels;
      case 'DoesNotExist':
        return !(key in labels);
      default:
        return false;
    }
  });
  return byLabels && byExpressions;
}

/** Whether a port, by name or number, is one of these containers' ports. */
export function hasContainerPort(containers: Container[], port: string | number): boolean {
  return containers.some((container) =>
    (container.ports ?? []).some((p) =>
      typeof port === 'number' ? p.containerPort === port : p.name === port,
    ),
  );
}
