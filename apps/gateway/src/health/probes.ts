import { FastifyInstance, FastifyRequest } from 'fastify';

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

/**
 * Probes are asked every few seconds by every kubelet and load balancer, so they cost what Fastify costs:
 * no request log line, span or duration sample (`isProbe`), and the liveness route's answer, which depends
 * on nothing, given by Fastify itself instead of through Nest's guard, pipes and exception filter. Its Nest
 * handler stays declared, so the API document keeps describing it. Readiness keeps its Nest handler (it
 * asks the bus, Redis and the stopping flag, and answers 503 through the exception filter).
 */
export function answerLivenessInFastify(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    if (route.config?.probe === 'liveness') {
      route.handler = (_request, reply) => {
        void reply.send(LIVE);
      };
    }
  });
}
