import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { KeptTime, keptTime } from '@stamp/server-kit/memory';
import { Principal } from '../auth/principal';
import { GatewaySettings } from '../gateway.settings';
import { BUS, GatewayBus, SETTINGS } from './bus-client';
import { SerializedAnswer, serialized } from './http-cache';

/** `refreshFrom`: from then a caller starts the next read, while the others are still given this answer. */
interface Entry extends KeptTime {
  answer: Promise<SerializedAnswer>;
  /** Whose answer it is (a member's, or the public's): what a write forgets. */
  group: string;
  /** The read that will replace this answer, once it has an answer. */
  next?: Entry;
}

/**
 * Answers kept for a moment, by request URL: every caller that asks for the same URL within `lifetimeMs` of
 * the read that made the answer gets that answer, serialized once, and callers that ask while it is being
 * read wait for that one read. In the last quarter of its lifetime the next caller starts the read that
 * replaces it while everyone is still given the kept answer, so that under steady load nobody waits for a
 * read and no answer is older than `lifetimeMs`. A failed read is not kept. Forgetting an answer also drops
 * the read under way for it, so an answer read before a change is never kept after the change was heard.
 */
export class SharedReadCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly lifetimeMs: number,
    private readonly capacity: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  answer(group: string, url: string, read: () => Promise<unknown>): Promise<SerializedAnswer> {
    if (this.lifetimeMs <= 0) {
      return read().then(serialized);
    }
    const now = this.now();
    const kept = this.entries.get(url);
    if (kept?.group === group) {
      if (kept.until > now) {
        if (!kept.next && now >= kept.refreshFrom) {
          this.refresh(url, kept, read, now);
        }
        return kept.answer;
      }
      if (kept.next) {
        return kept.next.answer;
      }
    }
    const entry = this.read(group, read, now);
    this.makeRoom(now);
    this.entries.set(url, entry);
    entry.answer.catch(() => {
      if (this.entries.get(url) === entry) {
        this.entries.delete(url);
      }
    });
    return entry.answer;
  }

  private read(group: string, read: () => Promise<unknown>, now: number): Entry {
    return { answer: read().then(serialized), group, ...keptTime(now, this.lifetimeMs) };
  }

  /** The next read of a kept answer: it replaces the answer unless the answer was forgotten meanwhile. */
  private refresh(url: string, kept: Entry, read: () => Promise<unknown>, now: number): void {
    const next = this.read(kept.group, read, now);
    kept.next = next;
    next.answer.then(
      () => {
        if (this.entries.get(url) === kept) {
          this.entries.set(url, next);
        }
      },
      () => {
        kept.next = undefined;
      },
    );
  }

  /** Forgets the answers of one group (a member's inbox pages). */
  forgetGroup(group: string): void {
    for (const [url, entry] of this.entries) {
      if (entry.group === group) {
        this.entries.delete(url);
      }
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** At capacity: the answers past their time go, then the oldest. */
  private makeRoom(now: number): void {
    if (this.entries.size < this.capacity) {
      return;
    }
    for (const [url, entry] of this.entries) {
      if (entry.until <= now) {
        this.entries.delete(url);
      }
    }
    for (const url of this.entries.keys()) {
      if (this.entries.size < this.capacity) {
        break;
      }
      this.entries.delete(url);
    }
  }
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
