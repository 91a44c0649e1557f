import { guardColumns, guardOf } from './guard-row';

describe(guardOf.name, () => {
  it('reads a guard row, and none from a join that found no guard', () => {
    const lockedUntil = new Date('2026-11-27T03:00:00Z');
    expect(guardOf({ g_consecutive_failures: 5, g_lockouts: 1, g_locked_until: lockedUntil })).toEqual({
      consecutiveFailures: 5,
      lockouts: 1,
      lockedUntil,
    });
    expect(guardOf({ g_consecutive_failures: null, g_lockouts: null, g_locked_until: null })).toBeNull();
  });

  it('selects the columns it reads under the given alias', () => {
    const columns = guardColumns('x').replace(/\s+/g, ' ');
    expect(columns).toBe(
      'x.consecutive_failures AS g_consecutive_failures, x.lockouts AS g_lockouts, x.locked_until AS g_locked_until',
    );
  });
});
