import { SessionCache } from './session-check';

const SESSION = '5e55a0a0-0000-4000-8000-000000000001';

describe(SessionCache.name, () => {
  let now = 0;
  const clock = () => now;

  beforeEach(() => {
    now = 1_000;
  });

  function remembered(live = true, ttlMs = 4_000): SessionCache {
    const cache = new SessionCache(ttlMs, clock);
    cache.remember(SESSION, 'member', 7, live, cache.begin());
    return cache;
  }

  it('gives the answer for its time limit, aging in the last quarter, and forgets it at the limit', () => {
    const cache = remembered(false);
    expect(cache.lookUp(SESSION, 'member', 7)).toEqual({ live: false, aging: false });
    now += 2_999;
    expect(cache.lookUp(SESSION, 'member', 7)).toEqual({ live: false, aging: false });
    now += 1;
    expect(cache.lookUp(SESSION, 'member', 7)).toEqual({ live: false, aging: true });
    now += 999;
    expect(cache.lookUp(SESSION, 'member', 7)).toEqual({ live: false, aging: true });
    now += 1;
    expect(cache.lookUp(SESSION, 'member', 7)).toBeUndefined();
  });

  it('gives nothing for another principal that names the same session', () => {
    const cache = remembered();
    expect(cache.lookUp(SESSION, 'member', 8)).toBeUndefined();
    expect(cache.lookUp(SESSION, 'admin', 7)).toBeUndefined();
  });

  it("forgets a principal's answers when its sessions end, and does not keep an answer asked for before", () => {
    const cache = remembered();
    const askedBefore = cache.begin();
    cache.forget('member', 7);
    expect(cache.lookUp(SESSION, 'member', 7)).toBeUndefined();
    cache.remember(SESSION, 'member', 7, true, askedBefore);
    expect(cache.lookUp(SESSION, 'member', 7)).toBeUndefined();
    cache.remember(SESSION, 'member', 7, false, cache.begin());
    expect(cache.lookUp(SESSION, 'member', 7)).toEqual({ live: false, aging: false });
  });

  it('forgets everything on clear, and an answer asked for before it', () => {
    const cache = remembered();
    const askedBefore = cache.begin();
    cache.clear();
    expect(cache.lookUp(SESSION, 'member', 7)).toBeUndefined();
    cache.remember(SESSION, 'member', 7, true, askedBefore);
    expect(cache.lookUp(SESSION, 'member', 7)).toBeUndefined();
    cache.remember(SESSION, 'member', 7, true, cache.begin());
    expect(cache.lookUp(SESSION, 'member', 7)).toEqual({ live: true, aging: false });
  });

  it('with a time limit of 0 remembers nothing', () => {
    expect(remembered(true, 0).lookUp(SESSION, 'member', 7)).toBeUndefined();
  });
});
