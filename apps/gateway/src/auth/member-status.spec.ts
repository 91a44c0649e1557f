import { DomainError, EventEnvelope, JOIN_CHECK, MemberErrorCode, RequestDef } from '@stamp/contracts';
import { EventWatcher } from '@stamp/server-kit/bus';
import { GatewaySettings } from '../gateway.settings';
import { GatewayBus, HttpRequestOptions } from '../http/bus-client';
import { BusMemberStatusCheck, MemberStatusCache, memberOfEvent } from './member-status';

const REQUEST_ID = 'req-member-status';

describe(MemberStatusCache.name, () => {
  let now = 1_000;
  const cache = () => new MemberStatusCache(60_000, () => now);

  beforeEach(() => {
    now = 1_000;
  });

  it('answers what it was told until the time limit, then nothing', () => {
    const sut = cache();
    sut.remember(7, true, sut.begin());
    now += 59_999;
    expect(sut.get(7)).toBe(true);
    now += 1;
    expect(sut.get(7)).toBeUndefined();
  });

  it('does not keep an answer asked for before a change was heard', () => {
    const sut = cache();
    const generation = sut.begin();
    sut.forget(7);
    sut.remember(7, true, generation);
    expect(sut.get(7)).toBeUndefined();
  });

  it('forgets one member on forget and everyone on clear', () => {
    const sut = cache();
    sut.remember(7, true, sut.begin());
    sut.remember(8, false, sut.begin());
    sut.forget(7);
    expect([sut.get(7), sut.get(8)]).toEqual([undefined, false]);
    sut.clear();
    expect(sut.get(8)).toBeUndefined();
  });

  it('says an answer is aging in the last quarter of its time limit', () => {
    const sut = cache();
    sut.remember(7, true, sut.begin());
    now += 44_999;
    expect(sut.isAging(7)).toBe(false);
    now += 1;
    expect([sut.isAging(7), sut.get(7)]).toEqual([true, true]);
    now += 15_000;
    expect([sut.isAging(7), sut.get(7)]).toEqual([false, undefined]);
  });

  it('remembers nothing with a time limit of 0', () => {
    const sut = new MemberStatusCache(0, () => now);
    sut.remember(7, true, sut.begin());
    expect(sut.get(7)).toBeUndefined();
  });
});

describe(memberOfEvent.name, () => {
  it('reads the member number from member event payloads', () => {
    expect(memberOfEvent({ memberNo: 12 })).toBe(12);
    expect(memberOfEvent({ memberNo: '12' })).toBeUndefined();
  });

  it('reads the member number from member events written before it was called memberNo', () => {
    expect(memberOfEvent({ bbs_no: 12 })).toBe(12);
    expect(memberOfEvent({ bbs_no: '12' })).toBeUndefined();
    expect(memberOfEvent(null)).toBeUndefined();
  });
});

/** A bus that answers member.get-status from a table and lets the test deliver events and gaps. */
class StatusBus {
  readonly joinChecks = new Map<number, number>();
  /** The request id of every request asked, in order. */
  readonly requestIds: string[] = [];
  watcher?: EventWatcher;

  get requests(): number {
    return this.requestIds.length;
  }

  asBus(): GatewayBus {
    return {
      request: (
        _def: RequestDef<object, unknown>,
        payload: { memberNo: number },
        options: HttpRequestOptions,
      ) => {
        this.requestIds.push(options.requestId);
        const joinCheck = this.joinChecks.get(payload.memberNo);
        return joinCheck === undefined
          ? Promise.reject(new DomainError(MemberErrorCode.MemberNotFound, 'User not found'))
          : Promise.resolve({ join_check: joinCheck });
      },
      watch: (watcher: EventWatcher) => {
        this.watcher = watcher;
      },
    } as unknown as GatewayBus;
  }

  event(subject: string, payload: unknown): void {
    const envelope: EventEnvelope = { id: subject, subject, occurredAt: '', payload };
    this.watcher?.onEvent(envelope);
  }
}

describe(BusMemberStatusCheck.name, () => {
  function setUp(seconds = 60) {
    const bus = new StatusBus();
    const settings = Object.assign(new GatewaySettings(), { MEMBER_STATUS_CACHE_SECONDS: seconds });
    return { bus, sut: new BusMemberStatusCheck(bus.asBus(), settings) };
  }

  it('asks the member service once, then answers from memory', async () => {
    const { bus, sut } = setUp();
    bus.joinChecks.set(1, JOIN_CHECK.active);
    expect(await sut.isActive(1, REQUEST_ID)).toBe(true);
    expect(await sut.isActive(1, REQUEST_ID)).toBe(true);
    expect(bus.requests).toBe(1);
  });

  it('asks with the id of the HTTP request that wants to know', async () => {
    const { bus, sut } = setUp();
    bus.joinChecks.set(1, JOIN_CHECK.active);
    bus.joinChecks.set(2, JOIN_CHECK.suspended);
    await sut.isActive(1, 'req-first');
    await sut.isActive(2, 'req-second');
    expect(bus.requestIds).toEqual(['req-first', 'req-second']);
  });

  it('asks again after a member event, so a suspension heard from another gateway ends the token', async () => {
    const { bus, sut } = setUp();
    bus.joinChecks.set(1, JOIN_CHECK.active);
    await sut.isActive(1, REQUEST_ID);
    bus.joinChecks.set(1, JOIN_CHECK.suspended);
    bus.event('member.suspended', { memberNo: 1 });
    expect(await sut.isActive(1, REQUEST_ID)).toBe(false);
    expect(bus.requests).toBe(2);
  });

  it('asks again after a change made through this gateway and after a lost connection', async () => {
    const { bus, sut } = setUp();
    bus.joinChecks.set(1, JOIN_CHECK.active);
    await sut.isActive(1, REQUEST_ID);
    bus.joinChecks.delete(1);
    sut.forget(1);
    expect(await sut.isActive(1, REQUEST_ID)).toBe(false);
    bus.joinChecks.set(1, JOIN_CHECK.active);
    bus.watcher?.onGap();
    expect(await sut.isActive(1, REQUEST_ID)).toBe(true);
    expect(bus.requests).toBe(3);
  });

  it('answers from memory in the last quarter of the time limit and asks again in the background', async () => {
    jest.useFakeTimers({ now: 1_000_000, doNotFake: ['setImmediate'] });
    try {
      const { bus, sut } = setUp(60);
      bus.joinChecks.set(1, JOIN_CHECK.active);
      await sut.isActive(1, REQUEST_ID);
      jest.setSystemTime(1_000_000 + 45_000);
      bus.joinChecks.set(1, JOIN_CHECK.suspended);
      // The remembered answer, at once; the member service's new one is remembered for the next call.
      expect(await sut.isActive(1, 'req-aging')).toBe(true);
      expect(bus.requestIds).toEqual([REQUEST_ID, 'req-aging']);
      await new Promise((resolve) => setImmediate(resolve));
      expect(await sut.isActive(1, REQUEST_ID)).toBe(false);
      expect(bus.requests).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks the member service once for calls about one member that arrive while it is being asked', async () => {
    const { bus, sut } = setUp();
    bus.joinChecks.set(1, JOIN_CHECK.active);
    bus.joinChecks.set(2, JOIN_CHECK.active);
    const answers = await Promise.all([1, 1, 2, 1, 2].map((memberNo) => sut.isActive(memberNo, REQUEST_ID)));
    expect(answers).toEqual([true, true, true, true, true]);
    expect(bus.requests).toBe(2);
  });

  it('does not give a call after a change the answer to a question asked before it', async () => {
    const { bus, sut } = setUp();
    bus.joinChecks.set(1, JOIN_CHECK.active);
    const before = sut.isActive(1, REQUEST_ID);
    bus.joinChecks.set(1, JOIN_CHECK.suspended);
    bus.event('member.suspended', { memberNo: 1 });
    const after = sut.isActive(1, REQUEST_ID);
    expect(await before).toBe(true);
    expect(await after).toBe(false);
    expect(bus.requests).toBe(2);
  });

  it('asks on every call when the cache is switched off', async () => {
    const { bus, sut } = setUp(0);
    bus.joinChecks.set(1, JOIN_CHECK.active);
    await sut.isActive(1, REQUEST_ID);
    await sut.isActive(1, REQUEST_ID);
    expect(bus.requests).toBe(2);
  });
});
