import { FastifyRequest } from 'fastify';

/** What a probe route declares in its Fastify route config (`@RouteConfig({ probe: ... })`). */
export type Probe = 'liveness' | 'readiness';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A probe: the per-request hooks (log line, span, duration metric) leave it alone. */
    probe?: Probe;
  }
  interface FastifyRequest {
    /** Whether the request is for a probe route, once `isProbe` has been asked (null before). */
    probeRoute: boolean | null;
  }
}

/** The liveness answer: the process answers, nothing else is asked. */
export const LIVE = { status: 'ok' } as const;

/**
 * Whether a request is for a probe route (the request hooks skip those). Read from its route once per
 * request and kept on it: Fastify builds `routeOptions` anew at every read (an object of a dozen fields),
 * and the hooks ask two to three times a request.
 */
export function isProbe(request: FastifyRequest): boolean {
  return (request.probeRoute ??= request.routeOptions.config.probe !== undefined);
}
