import { isCalendarDate } from './calendar-date';

describe(isCalendarDate.name, () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['9999-12-31', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['0050-01-01', false],
    ['2026-3-1', false],
    ['03/01/2026', false],
    [' 2026-03-01', false],
    [20260301, false],
    [null, false],
  ])('%s is a calendar date: %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });
});
