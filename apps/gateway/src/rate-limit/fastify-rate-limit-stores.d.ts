/**
 * The counting stores of `@fastify/rate-limit` (its `store/` folder), which its package types do not declare.
 * The gateway counts its abuse limits with them directly: a limit's key is the account or address a service
 * names, not a route's request.
 */
declare module '@fastify/rate-limit/store/LocalStore.js' {
  namespace LocalStore {
    interface WindowState {
      current: number;
      /** Milliseconds until the window ends. */
      ttl: number;
    }
    type Done = (error: Error | null, state: WindowState | null) => void;
    interface CountingStore {
      incr(key: string, done: Done, timeWindow: number, max: number): void;
    }
  }

  /** Fixed windows in a bounded LRU map (toad-cache) of `cache` keys. */
  class LocalStore implements LocalStore.CountingStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, cache?: number);
    protected readonly lru: {
      get(key: string): (LocalStore.WindowState & { iterationStartMs: number }) | undefined;
    };
    incr(key: string, done: LocalStore.Done, timeWindow: number, max: number): void;
  }
  export = LocalStore;
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis';
  import type LocalStore from '@fastify/rate-limit/store/LocalStore.js';

  /** Fixed windows in Redis: INCR and PEXPIRE in one Lua script, so no counter is left without expiry. */
  class RedisStore implements LocalStore.CountingStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key?: string);
    incr(key: string, done: LocalStore.Done, timeWindow: number, max: number): void;
  }
  export = RedisStore;
}
