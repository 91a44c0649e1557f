import type { PushSubscription } from 'web-push';

/** Which push-service hosts a subscription may name, and whether http:// is allowed (local tests only). */
export interface EndpointRules {
  hosts: string[];
  allowHttp: boolean;
}

export function parseEndpointHosts(list: string): string[] {
  return list
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host.length > 0);
}

function hostAllowed(host: string, patterns: string[]): boolean {
  return patterns.some((pattern) =>
    pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern,
  );
}

/**
 * A browser's PushSubscription (as JSON) whose endpoint is on a known push service, or undefined. Members
 * choose what they send, so an endpoint anywhere else is refused: the service never posts to it.
 */
export function parseWebSubscription(token: string, rules: EndpointRules): PushSubscription | undefined {
  let value: unknown;
  try {
    value = JSON.parse(token);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) {
    return undefined;
  }
  const { endpoint, keys } = value as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } };
  if (typeof endpoint !== 'string' || typeof keys?.p256dh !== 'string' || typeof keys.auth !== 'string') {
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return undefined;
  }
  const secure = url.protocol === 'https:' || (rules.allowHttp && url.protocol === 'http:');
  if (!secure || !hostAllowed(url.hostname.toLowerCase(), rules.hosts)) {
    return undefined;
  }
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}
