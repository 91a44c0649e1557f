import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { Principal } from '../auth/principal';
import { GatewaySettings } from '../gateway.settings';
import { BUS, GatewayBus, SETTINGS } from './bus-client';
import { SerializedAnswer, serialized } from './http-cache';

type Read = () => Promise<unknown>;

/** From this share of its lifetime on, a kept answer is read again in the background (refresh-ahead). */
const REFRESH_AFTER = 0.75;

/**
 * Answers kept for a moment, by group and request URL, in `lru-cache` with its `fetch`: every caller that asks
 * for the same URL within `lifetimeMs` of the answer gets that answer, serialized once, and callers that ask
 * while it is being read wait for that one read. In the last quarter of its lifetime the next caller starts
 * the read that replaces it (`forceRefresh`) while everyone is still given the kept answer (`allowStale`), so
 * that under steady load nobody waits for a read and no answer is older than `lifetimeMs`. A failed read is
 * not kept; a failed background read leaves the kept answer to its time. Forgetting an answer also drops the
 * read under way for it (`delete` aborts the fetch, whose callers still get their answer), so an answer read
 * before a change is never kept after the change was heard. At capacity the least recently used answer goes.
 */
export class SharedReadCache {
  private readonly entries: LRUCache<string, SerializedAnswer, Read> | undefined;
  /** Keys with a read under way, by how many: lru-cache's `keys()` leaves them out, `forgetGroup` needs them. */
  private readonly reading = new Map<string, number>();

  constructor(
    private readonly lifetimeMs: number,
    capacity: number,
    now: () => number = () => performance.now(),
  ) {
    this.entries =
      lifetimeMs > 0
        ? new LRUCache<string, SerializedAnswer, Read>({
            max: capacity,
            ttl: lifetimeMs,
            // Every age is read off `now` (lru-cache's default keeps a reading for 1 ms with a timer each time).
            ttlResolution: 0,
            perf: { now },
            fetchMethod: (key, _kept, { context }) => counted(this.reading, key, context),
            noDeleteOnFetchRejection: true,
            ignoreFetchAbort: true,
          })
        : undefined;
  }

  answer(group: string, url: string, read: Read): Promise<SerializedAnswer> {
    if (!this.entries) {
      return read().then(serialized);
    }
    const key = keyOf(group, url);
    // 0 when nothing is kept; a first read under way counts from when it started.
    const left = this.entries.getRemainingTTL(key);
    return this.entries.forceFetch(key, {
      context: read,
      allowStale: left > 0,
      forceRefresh: left <= this.lifetimeMs * (1 - REFRESH_AFTER),
    });
  }

  /** Forgets the answers of one group (a member's inbox pages), and the reads under way for it. */
  forgetGroup(group: string): void {
    const prefix = keyOf(group, '');
    for (const key of [...(this.entries?.keys() ?? []), ...this.reading.keys()]) {
      if (key.startsWith(prefix)) {
        this.entries?.delete(key);
      }
    }
  }

  clear(): void {
    this.entries?.clear();
  }

  get size(): number {
    return this.entries?.size ?? 0;
  }
}

/** One read of `key`, counted in `reading` while it is under way. */
async function counted(reading: Map<string, number>, key: string, read: Read): Promise<SerializedAnswer> {
  reading.set(key, (reading.get(key) ?? 0) + 1);
  try {
    return serialized(await read());
  } finally {
    const left = (reading.get(key) ?? 1) - 1;
    if (left > 0) {
      reading.set(key, left);
    } else {
      reading.delete(key);
    }
  }
}

/** A group's answers never meet another's, even under the same URL. */
function keyOf(group: string, url: string): string {
  return `${group} ${url}`;
}

/** A read whose answers the gateway shares among callers: which area keeps them, and whose they are. */
export interface SharedRead {
  area: 'storeLists' | 'inboxes';
  /** The group of the caller's answer, or null when this caller's answer is not shared. */
  groupOf(principal: Principal | undefined): string | null;
}

/** A store list as the public sees it (members too); administrators and owners see stores in full. */
export const PUBLIC_STORE_LISTS: SharedRead = {
  area: 'storeLists',
  groupOf: (principal) => (principal?.kind === 'admin' || principal?.kind === 'store' ? null : 'public'),
};

/** A member's own inbox: the access policy let only that member in. */
export const OWN_INBOX: SharedRead = {
  area: 'inboxes',
  groupOf: (principal) => (principal?.kind === 'member' ? `member ${String(principal.memberNo)}` : null),
};

/** Answers kept at most, per area: store lists are few (a place and a sort each); inboxes one per member. */
const CAPACITY: Record<SharedRead['area'], number> = { storeLists: 1_000, inboxes: 5_000 };

/**
 * The gateway's shared reads (docs/architecture.md, "Caching"): the public store lists and the members'
 * inboxes that every phone asks for again and again, each answer kept for SHARED_READ_MS. A store event
 * forgets every store list at once (in every gateway: events reach them all), a write through this
 * gateway forgets what it changes (`@ForgetsReads`), and what neither covers (a mission, an image or a
 * push made elsewhere) shows once the answer's time is up.
 */
@Injectable()
export class SharedReads implements OnModuleDestroy {
  private readonly caches: Record<SharedRead['area'], SharedReadCache>;

  constructor(@Inject(BUS) bus: GatewayBus, @Inject(SETTINGS) settings: GatewaySettings) {
    const lifetime = settings.SHARED_READ_MS;
    this.caches = {
      storeLists: new SharedReadCache(lifetime, CAPACITY.storeLists),
      inboxes: new SharedReadCache(lifetime, CAPACITY.inboxes),
    };
    bus.watch({
      subjects: ['store.>'],
      onEvent: () => {
        this.caches.storeLists.clear();
      },
      onGap: () => {
        this.forgetAll();
      },
    });
  }

  /** The answer for this URL, kept or read now; null when the caller's answer is not shared. */
  answer(
    read: SharedRead,
    principal: Principal | undefined,
    url: string,
    load: () => Promise<unknown>,
  ): Promise<SerializedAnswer> | null {
    const group = read.groupOf(principal);
    return group === null ? null : this.caches[read.area].answer(group, url, load);
  }

  /** After a write: the caller's answers of that read, or (`everyone`) all of them. */
  forget(read: SharedRead, principal: Principal | undefined, everyone: boolean): void {
    const cache = this.caches[read.area];
    const group = read.groupOf(principal);
    if (everyone) {
      cache.clear();
    } else if (group !== null) {
      cache.forgetGroup(group);
    }
  }

  /** Events may have been missed (a lost bus connection), or the gateway stops: nothing kept is trusted. */
  forgetAll(): void {
    for (const cache of Object.values(this.caches)) {
      cache.clear();
    }
  }

  onModuleDestroy(): void {
    this.forgetAll();
  }
}
