import { EventEnvelope } from '@stamp/contracts';
import { EventWatcher } from '@stamp/server-kit/bus';
import { GatewaySettings } from '../gateway.settings';
import { GatewayBus } from './bus-client';
import { serialized } from './http-cache';
import { OWN_INBOX, PUBLIC_STORE_LISTS, SharedReadCache, SharedReads } from './shared-reads';

/** The session a test token names. */
const SESSION_ID = '5e55a0a0-0000-4000-8000-000000000001';

/** A read the test finishes when it wants, counting how often it was made. */
function controlledRead() {
  const calls: { resolve: (value: unknown) => void; reject: (error: Error) => void }[] = [];
  const read = () =>
    new Promise<unknown>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { read, calls };
}

/** Lets every promise the cache chained on a finished read run. */
function settled(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

describe(SharedReadCache.name, () => {
  let now = 0;
  const clock = () => now;

  beforeEach(() => {
    now = 1_000;
  });

  it('gives every caller within the lifetime the answer of one read, serialized once', async () => {
    const cache = new SharedReadCache(1_000, 10, clock);
    const { read, calls } = controlledRead();
    const first = cache.answer('public', '/stores', read);
    const second = cache.answer('public', '/stores', read);
    calls[0]?.resolve([{ id: 1 }]);
    await expect(first).resolves.toEqual(serialized([{ id: 1 }]));
    expect(await second).toBe(await first);
    now += 749;
    expect(await cache.answer('public', '/stores', read)).toBe(await first);
    expect(calls).toHaveLength(1);
  });

  /** A cache that keeps the answer of one read of `/stores` (`['old']`), read at the current time. */
  async function keptStoreList() {
    const cache = new SharedReadCache(1_000, 10, clock);
    const { read, calls } = controlledRead();
    const first = cache.answer('public', '/stores', read);
    calls[0]?.resolve(['old']);
    await first;
    return { cache, read, calls, first };
  }

  it('in the last quarter of the lifetime, reads again in the background while callers get the kept answer', async () => {
    const { cache, read, calls, first } = await keptStoreList();
    now += 750;
    expect(await cache.answer('public', '/stores', read)).toBe(await first);
    expect(await cache.answer('public', '/stores', read)).toBe(await first);
    expect(calls).toHaveLength(2);

    calls[1]?.resolve(['new']);
    await settled();
    await expect(cache.answer('public', '/stores', read)).resolves.toEqual(serialized(['new']));
    now += 749;
    await cache.answer('public', '/stores', read);
    expect(calls).toHaveLength(2);
  });

  it('past the lifetime, a caller waits for the read already under way instead of starting another', async () => {
    const { cache, read, calls } = await keptStoreList();
    now += 900;
    await cache.answer('public', '/stores', read);
    now += 100;
    const late = cache.answer('public', '/stores', read);
    calls[1]?.resolve(['new']);
    await expect(late).resolves.toEqual(serialized(['new']));
    expect(calls).toHaveLength(2);
  });

  it('keeps the answer until its time when the background read fails, then reads again', async () => {
    const { cache, read, calls, first } = await keptStoreList();
    now += 800;
    await cache.answer('public', '/stores', read);
    calls[1]?.reject(new Error('down'));
    await settled();
    expect(await cache.answer('public', '/stores', read)).toBe(await first);
    expect(calls).toHaveLength(3);
    calls[2]?.reject(new Error('down again'));
    await settled();
    now += 200;
    const after = cache.answer('public', '/stores', read);
    calls[3]?.resolve(['new']);
    await expect(after).resolves.toEqual(serialized(['new']));
  });

  it('does not keep a background read that ends after its answer was forgotten', async () => {
    const { cache, read, calls } = await keptStoreList();
    now += 800;
    await cache.answer('public', '/stores', read);
    cache.clear();
    calls[1]?.resolve(['read before the change']);
    await settled();
    const after = cache.answer('public', '/stores', read);
    calls[2]?.resolve(['after']);
    await expect(after).resolves.toEqual(serialized(['after']));
  });

  it('reads again once the answer is as old as the lifetime', async () => {
    const cache = new SharedReadCache(1_000, 10, clock);
    let version = 0;
    const read = () => Promise.resolve({ version: ++version });
    await cache.answer('public', '/stores', read);
    now += 1_000;
    await expect(cache.answer('public', '/stores', read)).resolves.toEqual(serialized({ version: 2 }));
  });

  it('keeps no failed read: the next caller reads again', async () => {
    const cache = new SharedReadCache(1_000, 10, clock);
    await expect(cache.answer('public', '/stores', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    await expect(cache.answer('public', '/stores', () => Promise.resolve([]))).resolves.toEqual(
      serialized([]),
    );
  });

  it('forgets one group, and a read under way for it is not kept after', async () => {
    const cache = new SharedReadCache(1_000, 10, clock);
    const { read, calls } = controlledRead();
    const before = cache.answer('member 7', '/push/user_id/7', read);
    await cache.answer('member 8', '/push/user_id/8', () => Promise.resolve(['eight']));
    cache.forgetGroup('member 7');
    calls[0]?.resolve(['unread']);
    await expect(before).resolves.toEqual(serialized(['unread']));
    await expect(
      cache.answer('member 7', '/push/user_id/7', () => Promise.resolve(['read'])),
    ).resolves.toEqual(serialized(['read']));
    await expect(cache.answer('member 8', '/push/user_id/8', read)).resolves.toEqual(serialized(['eight']));
  });

  it('never gives one group the answer kept for another under the same URL', async () => {
    const cache = new SharedReadCache(1_000, 10, clock);
    await cache.answer('member 7', '/push/user_id/7', () => Promise.resolve(['seven']));
    await expect(
      cache.answer('member 8', '/push/user_id/7', () => Promise.resolve(['other'])),
    ).resolves.toEqual(serialized(['other']));
  });

  it('holds at most its capacity: the least recently used answer goes first', async () => {
    const cache = new SharedReadCache(1_000, 2, clock);
    await cache.answer('public', '/a', () => Promise.resolve('a'));
    now += 600;
    await cache.answer('public', '/b', () => Promise.resolve('b'));
    now += 500;
    await cache.answer('public', '/c', () => Promise.resolve('c'));
    expect(cache.size).toBe(2);
    await cache.answer('public', '/d', () => Promise.resolve('d'));
    expect(cache.size).toBe(2);
    const read = jest.fn(() => Promise.resolve('again'));
    await cache.answer('public', '/d', read);
    expect(read).not.toHaveBeenCalled();
  });

  it('with a lifetime of 0 reads on every call and keeps nothing', async () => {
    const cache = new SharedReadCache(0, 10, clock);
    const read = jest.fn(() => Promise.resolve('x'));
    await cache.answer('public', '/a', read);
    await cache.answer('public', '/a', read);
    expect(read).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });
});

describe('shared reads: whose answer a caller gets', () => {
  it('shares store lists among the public and members, never the full views', () => {
    expect(PUBLIC_STORE_LISTS.groupOf(undefined)).toBe('public');
    expect(PUBLIC_STORE_LISTS.groupOf({ kind: 'member', memberNo: 5, sessionId: SESSION_ID })).toBe('public');
    expect(
      PUBLIC_STORE_LISTS.groupOf({ kind: 'admin', adminId: 1, authority: 'admin', sessionId: SESSION_ID }),
    ).toBeNull();
    expect(PUBLIC_STORE_LISTS.groupOf({ kind: 'store', storeId: 3, sessionId: SESSION_ID })).toBeNull();
  });

  it('keeps an inbox for its member only', () => {
    expect(OWN_INBOX.groupOf({ kind: 'member', memberNo: 5, sessionId: SESSION_ID })).toBe('member 5');
    expect(
      OWN_INBOX.groupOf({ kind: 'admin', adminId: 1, authority: 'admin', sessionId: SESSION_ID }),
    ).toBeNull();
    expect(OWN_INBOX.groupOf(undefined)).toBeNull();
  });
});

describe(SharedReads.name, () => {
  function sharedReads() {
    let watcher: EventWatcher | undefined;
    const bus = {
      watch: (given: EventWatcher) => {
        watcher = given;
      },
    } as unknown as GatewayBus;
    const reads = new SharedReads(bus, { SHARED_READ_MS: 60_000 } as GatewaySettings);
    const heard = (subject: string) => {
      watcher?.onEvent({ subject, payload: { id: 1 } } as unknown as EventEnvelope);
    };
    return { reads, heard, watcher: () => watcher };
  }

  const member = { kind: 'member', memberNo: 5, sessionId: SESSION_ID } as const;
  const list = (reads: SharedReads, name: string) =>
    reads.answer(PUBLIC_STORE_LISTS, undefined, '/api/v1/stores', () => Promise.resolve([name]));

  it('forgets every store list when it hears a store event (made through any gateway)', async () => {
    const { reads, heard } = sharedReads();
    expect((await list(reads, 'before'))?.body.toString()).toBe('["before"]');
    expect((await list(reads, 'after'))?.body.toString()).toBe('["before"]');
    heard('store.updated');
    expect((await list(reads, 'after'))?.body.toString()).toBe('["after"]');
  });

  it("forgets a member's inbox after their write, and everyone's after a push to all", async () => {
    const { reads } = sharedReads();
    const inbox = (name: string) =>
      reads.answer(OWN_INBOX, member, '/api/v1/push/user_id/5', () => Promise.resolve([name]));
    await inbox('unread');
    reads.forget(OWN_INBOX, { kind: 'member', memberNo: 6, sessionId: SESSION_ID }, false);
    expect((await inbox('read'))?.body.toString()).toBe('["unread"]');
    reads.forget(OWN_INBOX, member, false);
    expect((await inbox('read'))?.body.toString()).toBe('["read"]');
    reads.forget(OWN_INBOX, { kind: 'admin', adminId: 1, authority: 'admin', sessionId: SESSION_ID }, true);
    expect((await inbox('new push'))?.body.toString()).toBe('["new push"]');
  });

  it('shares nothing with a caller whose answer is their own (an administrator’s full list)', () => {
    const { reads } = sharedReads();
    const admin = { kind: 'admin', adminId: 1, authority: 'admin', sessionId: SESSION_ID } as const;
    expect(reads.answer(PUBLIC_STORE_LISTS, admin, '/api/v1/stores', () => Promise.resolve([]))).toBeNull();
  });

  it('forgets everything when events may have been missed', async () => {
    const { reads, watcher } = sharedReads();
    await list(reads, 'before');
    watcher()?.onGap();
    expect((await list(reads, 'after'))?.body.toString()).toBe('["after"]');
  });
});
