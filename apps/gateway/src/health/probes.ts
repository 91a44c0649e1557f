import { FastifyRequest } from 'fastify';

/** What a probe route declares in its Fastify route config (`@RouteConfig({ probe: ... })`). */
export type Probe = 'liveness' | 'readiness';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A probe: the per-request hooks (log line, span, duration metric) leave it alone. */
    probe?: Probe;
  }
}

/** The liveness answer: the process answers, nothing else is asked. */
export const LIVE = { status: 'ok' } as const;

/** Whether a request is for a probe route (the request hooks skip those). */
export function isProbe(request: FastifyRequest): boolean {
  return request.routeOptions.config.probe !== undefined;
}
