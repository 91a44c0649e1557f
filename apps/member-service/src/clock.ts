import { setTimeout as sleep } from 'node:timers/promises';

/** Time as the member service sees it: replaced by a fake in unit tests (token expiry, response padding). */
export interface Clock {
  now(): Date;
  sleep(ms: number): Promise<void>;
}

export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = {
  now: () => new Date(),
  sleep: async (ms) => {
    await sleep(ms);
  },
};
