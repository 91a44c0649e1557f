import { describe, expect, it } from 'vitest';

import { datePart, dateTime, pushDate } from './dates';

describe('dates in the product calendar (Asia/Manila)', () => {
  it('puts a timestamp on its Manila day, not its UTC day', () => {
    expect(datePart('2026-11-24T15:59:59Z')).toBe('2026-11-24');
    expect(datePart('2026-11-24T16:00:00Z')).toBe('2026-11-25');
  });

  it('keeps a calendar date as it is', () => {
    expect(datePart('2026-12-31')).toBe('2026-12-31');
  });

  it('writes push dates as YYYY.MM.DD and receipts with the time', () => {
    expect(pushDate('2026-11-24T16:30:00Z')).toBe('2026.11.25');
    expect(dateTime('2026-11-24T16:30:00Z')).toBe('2026-11-25 00:30');
  });
});

describe('dates in the reader’s language', () => {
  it('writes Filipino dates and times the Filipino way, in the product calendar', () => {
    expect(datePart('2026-11-24T16:30:00Z', 'fil')).toBe('Nob 25, 2026');
    expect(dateTime('2026-11-28T07:40:00Z', 'fil')).toBe('Nob 28, 2026, 3:40 PM');
    expect(pushDate('2026-11-24T16:30:00Z', 'fil')).toBe('Nob 25, 2026');
  });

  it('keeps a calendar date on its day whatever the time zone', () => {
    expect(datePart('2026-12-31', 'fil')).toBe('Dis 31, 2026');
    expect(datePart('2026-12-31', 'ko')).toBe('2026. 12. 31.');
  });
});
