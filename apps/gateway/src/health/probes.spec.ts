import { FastifyRequest } from 'fastify';
import { Probe, isProbe } from './probes';

/** A request whose route options count how often they are read (Fastify builds them anew at each read). */
function requestFor(probe: Probe | undefined): { request: FastifyRequest; reads: () => number } {
  let reads = 0;
  const request = { probeRoute: null } as FastifyRequest;
  Object.defineProperty(request, 'routeOptions', {
    get: () => {
      reads += 1;
      return { config: probe === undefined ? {} : { probe } };
    },
  });
  return { request, reads: () => reads };
}

describe(isProbe.name, () => {
  it('tells a probe route from any other', () => {
    expect(isProbe(requestFor('liveness').request)).toBe(true);
    expect(isProbe(requestFor(undefined).request)).toBe(false);
  });

  it("reads the request's route options once, however often it is asked", () => {
    const { request, reads } = requestFor('readiness');

    const answers = [isProbe(request), isProbe(request), isProbe(request)];

    expect(answers).toEqual([true, true, true]);
    expect(reads()).toBe(1);
  });
});
