import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { DayRangeMessage, addDays, daysInRange } from './calendar';

function errorsOf(fields: Record<string, unknown>): string[] {
  return validateSync(plainToInstance(DayRangeMessage, fields)).flatMap((error) =>
    Object.values(error.constraints ?? {}),
  );
}

describe('calendar days', () => {
  it('adds and counts days across month and year ends', () => {
    expect([addDays('2026-02-27', 2), addDays('2026-01-01', -1), addDays('2028-02-28', 1)]).toEqual([
      '2026-03-01',
      '2025-12-31',
      '2028-02-29',
    ]);
    expect([daysInRange('2026-03-10', '2026-03-10'), daysInRange('2028-01-01', '2028-12-31')]).toEqual([
      1, 366,
    ]);
    expect(daysInRange('2026-03-10', '2026-03-09')).toBe(0);
  });

  describe(DayRangeMessage.name, () => {
    const range = { from: '2026-03-01', to: '2026-03-30', timeZone: 'Asia/Manila' };

    it('accepts a range of 1 to 366 days in an IANA time zone', () => {
      expect(errorsOf(range)).toEqual([]);
      expect(errorsOf({ ...range, to: '2026-03-01' })).toEqual([]);
      expect(errorsOf({ from: '2028-01-01', to: '2028-12-31', timeZone: 'UTC' })).toEqual([]);
    });

    it.each([
      [{ to: '2026-02-28' }, 'to must be on or after from, and at most 366 days in all'],
      [{ to: '2027-03-02' }, 'to must be on or after from, and at most 366 days in all'],
      [{ from: '2026-02-30' }, 'from must be a date (YYYY-MM-DD)'],
      [{ to: 'today' }, 'to must be a date (YYYY-MM-DD)'],
      [{ timeZone: 'Manila' }, 'timeZone must be an IANA time zone, e.g. Asia/Manila'],
    ])('refuses %j', (change, message) => {
      expect(errorsOf({ ...range, ...change })).toEqual([message]);
    });
  });
});
