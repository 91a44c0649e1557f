import { Inject, Injectable } from '@nestjs/common';
import { DomainError, JOIN_CHECK, MemberErrorCode, MemberRequests } from '@stamp/contracts';
import { LruMap } from '@stamp/server-kit';
import { GatewaySettings } from '../gateway.settings';
import { BUS, GatewayBus, SETTINGS } from '../http/bus-client';

/** Whether a member may still use their token: only while join_check is 2 (api-contract.md). */
export interface MemberStatusCheck {
  /** `requestId`: the HTTP request that asks (the member service's log lines carry it). */
  isActive(bbsNo: number, requestId: string): Promise<boolean>;
  /** Forget what is known of a member: their status was just changed through this gateway. */
  forget(bbsNo: number): void;
}

export const MEMBER_STATUS_CHECK = Symbol('MEMBER_STATUS_CHECK');

/** Members whose status one gateway remembers at most; the least recently used goes first. */
const MAX_REMEMBERED = 100_000;

interface Remembered {
  active: boolean;
  until: number;
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

  get(bbsNo: number): boolean | undefined {
    const entry = this.entries.get(bbsNo);
    if (!entry) {
      return undefined;
    }
    if (entry.until <= this.now()) {
      this.entries.delete(bbsNo);
      return undefined;
    }
    return entry.active;
  }

  /** Call before asking the member service; pass what it returns to `remember`. */
  begin(): number {
    return this.generation;
  }

  remember(bbsNo: number, active: boolean, generation: number): void {
    if (this.ttlMs <= 0 || generation !== this.generation) {
      return;
    }
    this.entries.set(bbsNo, { active, until: this.now() + this.ttlMs });
  }

  forget(bbsNo: number): void {
    this.generation++;
    this.entries.delete(bbsNo);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}

/** The member number an event of the member service is about (every one of them carries `bbs_no`). */
export function memberOfEvent(payload: unknown): number | undefined {
  if (typeof payload !== 'object' || payload === null || !('bbs_no' in payload)) {
    return undefined;
  }
  const { bbs_no } = payload;
  return typeof bbs_no === 'number' ? bbs_no : undefined;
}

/**
 * Asks the member service (`member.get-status`) and remembers the answer for MEMBER_STATUS_CACHE_SECONDS,
 * forgetting it on every `member.*` event (docs/identity.md: how soon a suspension takes effect).
 */
@Injectable()
export class BusMemberStatusCheck implements MemberStatusCheck {
  private readonly cache: MemberStatusCache;

  constructor(
    @Inject(BUS) private readonly bus: GatewayBus,
    @Inject(SETTINGS) settings: GatewaySettings,
  ) {
    this.cache = new MemberStatusCache(settings.MEMBER_STATUS_CACHE_SECONDS * 1000);
    bus.watch({
      subjects: ['member.>'],
      onEvent: (envelope) => {
        const bbsNo = memberOfEvent(envelope.payload);
        if (bbsNo === undefined) {
          this.cache.clear();
        } else {
          this.cache.forget(bbsNo);
        }
      },
      onGap: () => {
        this.cache.clear();
      },
    });
  }

  async isActive(bbsNo: number, requestId: string): Promise<boolean> {
    const known = this.cache.get(bbsNo);
    if (known !== undefined) {
      return known;
    }
    const generation = this.cache.begin();
    const active = await this.ask(bbsNo, requestId);
    this.cache.remember(bbsNo, active, generation);
    return active;
  }

  forget(bbsNo: number): void {
    this.cache.forget(bbsNo);
  }

  private async ask(bbsNo: number, requestId: string): Promise<boolean> {
    try {
      const { join_check } = await this.bus.request(
        MemberRequests.getStatus,
        { bbs_no: bbsNo },
        { requestId },
      );
      return join_check === JOIN_CHECK.active;
    } catch (error) {
      if (error instanceof DomainError && error.code === MemberErrorCode.MemberNotFound) {
        return false;
      }
      throw error;
    }
  }
}
