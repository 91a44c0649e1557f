import { Inject, Injectable } from '@nestjs/common';
import {
  MemberEvents,
  MemberRequests,
  SESSION_KINDS,
  SessionKind,
  SessionRefMessage,
  StoreEvents,
  StoreRequests,
} from '@stamp/contracts';
import { LRUCache } from 'lru-cache';
import { GatewaySettings } from '../gateway.settings';
import { BUS, GatewayBus, SETTINGS } from '../http/bus-client';
import { Principal, principalIdOf } from './principal';

/** Whether a token's session is still live (api-contract.md, "Sessions and tokens"). */
export interface SessionCheck {
  /** `requestId`: the HTTP request that asks (the owning service's log lines carry it). */
  isLive(principal: Principal, requestId: string): Promise<boolean>;
  /** Forget what is known of a principal's sessions: this gateway just changed or ended them. */
  forget(kind: SessionKind, principalId: number): void;
}

export const SESSION_CHECK = Symbol('SESSION_CHECK');

/** The session a principal's token names, as its keeping service's messages take it. */
export function sessionRefOf(principal: Principal): SessionRefMessage {
  return { session_id: principal.sessionId, kind: principal.kind, principal_id: principalIdOf(principal) };
}

/** The requests of the service that keeps this kind of session: the store service owners', the member service the rest. */
export function sessionRequestsOf(kind: SessionKind) {
  return kind === 'store'
    ? { check: StoreRequests.checkSession, end: StoreRequests.endSession }
    : { check: MemberRequests.checkSession, end: MemberRequests.endSession };
}

/** Sessions whose state one gateway remembers at most; the least recently used goes first. */
const MAX_REMEMBERED = 100_000;

const principalKey = (kind: SessionKind, principalId: number): string => `${kind} ${String(principalId)}`;

/** From this share of its time limit on, a remembered answer is still given, and asked for again. */
const REFRESH_AFTER = 0.75;

interface Remembered {
  live: boolean;
  principal: string;
  /** The cache's generation when the answer was asked for. */
  askedIn: number;
}

/**
 * The sessions' states as last answered by their services, for at most a few seconds. When a principal's
 * sessions end, every answer about them asked for before that is dropped: at once by the gateway that
 * ended them (`forget`), and by every other gateway when the service's `sessions-ended` event arrives. The
 * time limit bounds what a lost event could leave behind; a lost connection forgets everything (`clear`).
 */
export class SessionCache {
  private readonly entries: LRUCache<string, Remembered>;
  /** Per principal, the generation in which its sessions last ended: older answers about them are void. */
  private readonly endedIn = new LRUCache<string, number>({ max: MAX_REMEMBERED });
  /** Moves on with every change heard: an answer asked for before a change is not kept. */
  private generation = 0;
  /** The generation of the last `clear`: every answer asked for before it is void. */
  private clearedIn = 0;

  constructor(
    private readonly ttlMs: number,
    now: () => number = () => performance.now(),
  ) {
    // lru-cache keeps each answer's time limit (`ttl`; 0: none, and nothing is remembered then). Every age is
    // read off `now`: its default keeps a reading for 1 ms, with a timer each time.
    this.entries = new LRUCache<string, Remembered>({
      max: MAX_REMEMBERED,
      ttl: ttlMs,
      ttlResolution: 0,
      perf: { now },
    });
  }

  /** The remembered answer, and whether it is in the last quarter of its time limit. */
  lookUp(
    sessionId: string,
    kind: SessionKind,
    principalId: number,
  ): { live: boolean; aging: boolean } | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) {
      return undefined;
    }
    const left = this.entries.getRemainingTTL(sessionId);
    if (left <= 0 || entry.principal !== principalKey(kind, principalId) || this.isVoid(entry)) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return { live: entry.live, aging: left <= this.ttlMs * (1 - REFRESH_AFTER) };
  }

  /** Call before asking the owning service; pass what it returns to `remember`. */
  begin(): number {
    return this.generation;
  }

  remember(sessionId: string, kind: SessionKind, principalId: number, live: boolean, askedIn: number): void {
    const entry = { live, principal: principalKey(kind, principalId), askedIn };
    if (this.ttlMs > 0 && !this.isVoid(entry)) {
      this.entries.set(sessionId, entry);
    }
  }

  /** The principal's sessions ended: what was asked about them before now is void. */
  forget(kind: SessionKind, principalId: number): void {
    this.generation++;
    this.endedIn.set(principalKey(kind, principalId), this.generation);
  }

  clear(): void {
    this.generation++;
    this.clearedIn = this.generation;
    this.entries.clear();
  }

  private isVoid(entry: Remembered): boolean {
    return entry.askedIn < Math.max(this.clearedIn, this.endedIn.get(entry.principal) ?? 0);
  }
}

/** The principal a `sessions-ended` event is about, or undefined when it is not one of ours. */
export function principalOfEvent(payload: unknown): { kind: SessionKind; principalId: number } | undefined {
  if (typeof payload !== 'object' || payload === null) {
    return undefined;
  }
  const { kind, principal_id } = payload as { kind?: unknown; principal_id?: unknown };
  return SESSION_KINDS.includes(kind as SessionKind) && typeof principal_id === 'number'
    ? { kind: kind as SessionKind, principalId: principal_id }
    : undefined;
}

/**
 * Asks the service that keeps a session (`member.check-session` for members and administrators,
 * `store.check-session` for store owners) and remembers the answer for SESSION_CACHE_SECONDS, forgetting a
 * principal's answers when its sessions end (docs/security.md: how soon an ended session is refused).
 */
@Injectable()
export class BusSessionCheck implements SessionCheck {
  private readonly cache: SessionCache;
  /** Questions under way, by session, with the cache generation they were asked in. */
  private readonly asking = new Map<string, { generation: number; answer: Promise<boolean> }>();

  constructor(
    @Inject(BUS) private readonly bus: GatewayBus,
    @Inject(SETTINGS) settings: GatewaySettings,
  ) {
    this.cache = new SessionCache(settings.SESSION_CACHE_SECONDS * 1000);
    bus.watch({
      subjects: [MemberEvents.sessionsEnded.subject, StoreEvents.sessionsEnded.subject],
      onEvent: (envelope) => {
        const ended = principalOfEvent(envelope.payload);
        if (ended) {
          this.cache.forget(ended.kind, ended.principalId);
        } else {
          this.cache.clear();
        }
      },
      onGap: () => {
        this.cache.clear();
      },
    });
  }

  isLive(principal: Principal, requestId: string): Promise<boolean> {
    const known = this.cache.lookUp(principal.sessionId, principal.kind, principalIdOf(principal));
    if (!known) {
      return this.refresh(principal, requestId);
    }
    if (known.aging) {
      // A failure here leaves the answer to run out; the next call after that asks, and fails, itself.
      this.refresh(principal, requestId).catch(() => undefined);
    }
    return Promise.resolve(known.live);
  }

  forget(kind: SessionKind, principalId: number): void {
    this.cache.forget(kind, principalId);
  }

  /**
   * Asks the owning service and remembers the answer. Calls with the same session while a question is under
   * way share it, unless a change was heard since it was asked.
   */
  private refresh(principal: Principal, requestId: string): Promise<boolean> {
    const generation = this.cache.begin();
    const running = this.asking.get(principal.sessionId);
    if (running?.generation === generation) {
      return running.answer;
    }
    const principalId = principalIdOf(principal);
    const answer = this.ask(principal, requestId)
      .then((live) => {
        this.cache.remember(principal.sessionId, principal.kind, principalId, live, generation);
        return live;
      })
      .finally(() => {
        if (this.asking.get(principal.sessionId)?.answer === answer) {
          this.asking.delete(principal.sessionId);
        }
      });
    this.asking.set(principal.sessionId, { generation, answer });
    return answer;
  }

  private async ask(principal: Principal, requestId: string): Promise<boolean> {
    const { check } = sessionRequestsOf(principal.kind);
    const { live } = await this.bus.request(check, sessionRefOf(principal), { requestId });
    return live;
  }
}
