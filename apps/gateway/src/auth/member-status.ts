import { Inject, Injectable } from '@nestjs/common';
import { DomainError, JOIN_CHECK, MemberErrorCode, MemberRequests, memberNoUpcaster } from '@stamp/contracts';
import { KeptTime, LruMap, keptTime } from '@stamp/server-kit/memory';
import { GatewaySettings } from '../gateway.settings';
import { BUS, GatewayBus, SETTINGS } from '../http/bus-client';

/** Whether a member may still use their token: only while join_check is 2 (api-contract.md). */
export interface MemberStatusCheck {
  /** `requestId`: the HTTP request that asks (the member service's log lines carry it). */
  isActive(memberNo: number, requestId: string): Promise<boolean>;
  /** Forget what is known of a member: their status was just changed through this gateway. */
  forget(memberNo: number): void;
}

export const MEMBER_STATUS_CHECK = Symbol('MEMBER_STATUS_CHECK');

/** Members whose status one gateway remembers at most; the least recently used goes first. */
const MAX_REMEMBERED = 100_000;

/** In the last quarter of its time limit a remembered answer is still given, and asked for again (`keptTime`). */
interface Remembered extends KeptTime {
  active: boolean;
}

/**
 * The members' statuses as last answered by the member service, for a while. A change is forgotten at
 * once by the gateway that made it (`forget`) and by every other gateway when the member service's event
 * arrives (`onEvent`); the time limit only bounds what a lost event could leave behind, and a lost
 * connection forgets everything (`clear`).
 */
export class MemberStatusCache {
  private readonly entries = new LruMap<number, Remembered>(MAX_REMEMBERED);
  /** Moves on with every change heard: an answer asked for before a change is not kept. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The remembered answer, and whether it is in the last part of its time limit (see `keptTime`): one
   * look-up, for the check made on every member call.
   */
  lookUp(memberNo: number): { active: boolean; aging: boolean } | undefined {
    const entry = this.entries.get(memberNo);
    if (!entry) {
      return undefined;
    }
    const now = this.now();
    if (entry.until <= now) {
      this.entries.delete(memberNo);
      return undefined;
    }
    return { active: entry.active, aging: entry.refreshFrom <= now };
  }

  get(memberNo: number): boolean | undefined {
    return this.lookUp(memberNo)?.active;
  }

  /** Whether the answer for this member is in the last part of its time limit (see `keptTime`). */
  isAging(memberNo: number): boolean {
    return this.lookUp(memberNo)?.aging ?? false;
  }

  /** Call before asking the member service; pass what it returns to `remember`. */
  begin(): number {
    return this.generation;
  }

  remember(memberNo: number, active: boolean, generation: number): void {
    if (this.ttlMs <= 0 || generation !== this.generation) {
      return;
    }
    const now = this.now();
    this.entries.set(memberNo, { active, ...keptTime(now, this.ttlMs) });
  }

  forget(memberNo: number): void {
    this.generation++;
    this.entries.delete(memberNo);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}

/**
 * The member number an event of the member service is about (every one of them carries it), read through
 * the events' upcaster: events written before ADR 0006 call it `bbs_no`.
 */
export function memberOfEvent(payload: unknown): number | undefined {
  const current = memberNoUpcaster(payload);
  if (typeof current !== 'object' || current === null || !('memberNo' in current)) {
    return undefined;
  }
  const { memberNo } = current;
  return typeof memberNo === 'number' ? memberNo : undefined;
}

/**
 * Asks the member service (`member.get-status`) and remembers the answer for MEMBER_STATUS_CACHE_SECONDS,
 * forgetting it on every `member.*` event (docs/identity.md: how soon a suspension takes effect).
 */
@Injectable()
export class BusMemberStatusCheck implements MemberStatusCheck {
  private readonly cache: MemberStatusCache;
  /** Questions to the member service under way, by member, with the cache generation they were asked in. */
  private readonly asking = new Map<number, { generation: number; answer: Promise<boolean> }>();

  constructor(
    @Inject(BUS) private readonly bus: GatewayBus,
    @Inject(SETTINGS) settings: GatewaySettings,
  ) {
    this.cache = new MemberStatusCache(settings.MEMBER_STATUS_CACHE_SECONDS * 1000);
    bus.watch({
      subjects: ['member.>'],
      onEvent: (envelope) => {
        const memberNo = memberOfEvent(envelope.payload);
        if (memberNo === undefined) {
          this.cache.clear();
        } else {
          this.cache.forget(memberNo);
        }
      },
      onGap: () => {
        this.cache.clear();
      },
    });
  }

  isActive(memberNo: number, requestId: string): Promise<boolean> {
    const known = this.cache.lookUp(memberNo);
    if (!known) {
      return this.refresh(memberNo, requestId);
    }
    if (known.aging) {
      // A failure here leaves the answer to run out; the next call after that asks, and fails, itself.
      this.refresh(memberNo, requestId).catch(() => undefined);
    }
    return Promise.resolve(known.active);
  }

  forget(memberNo: number): void {
    this.cache.forget(memberNo);
  }

  /**
   * Asks the member service and remembers the answer. Calls about the same member while a question is
   * under way share it (when many members' answers run out at once, the member service is asked once each,
   * not once per call), unless a change was heard since it was asked.
   */
  private refresh(memberNo: number, requestId: string): Promise<boolean> {
    const generation = this.cache.begin();
    const running = this.asking.get(memberNo);
    if (running?.generation === generation) {
      return running.answer;
    }
    const answer = this.ask(memberNo, requestId)
      .then((active) => {
        this.cache.remember(memberNo, active, generation);
        return active;
      })
      .finally(() => {
        if (this.asking.get(memberNo)?.answer === answer) {
          this.asking.delete(memberNo);
        }
      });
    this.asking.set(memberNo, { generation, answer });
    return answer;
  }

  private async ask(memberNo: number, requestId: string): Promise<boolean> {
    try {
      const { join_check } = await this.bus.request(MemberRequests.getStatus, { memberNo }, { requestId });
      return join_check === JOIN_CHECK.active;
    } catch (error) {
      if (error instanceof DomainError && error.code === MemberErrorCode.MemberNotFound) {
        return false;
      }
      throw error;
    }
  }
}
