import { setTimeout as sleep } from 'node:timers/promises';

/** Time as a service sees it: replaced by a fake in unit tests (expiry, lockouts, response padding). */
export interface Clock {
  now(): Date;
  sleep(ms: number): Promise<void>;
}

/** The injection token of a service's Clock. */
export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = {
  now: () => new Date(),
  sleep: async (ms) => {
    await sleep(ms);
  },
};
