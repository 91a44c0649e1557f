import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  DEFAULT_TIME_ZONE,
  datePart,
  dateTime,
  onProductTimeZone,
  productTimeZone,
  pushDate,
  setProductTimeZone,
} from './dates';

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

describe('the product time zone from the gateway', () => {
  afterEach(() => {
    setProductTimeZone(DEFAULT_TIME_ZONE);
  });

  it('writes days and times in the time zone the servers count in, and tells the screens that draw them', () => {
    const told = vi.fn();
    const stop = onProductTimeZone(told);
    setProductTimeZone('Asia/Seoul');
    stop();

    expect(productTimeZone()).toBe('Asia/Seoul');
    expect(told).toHaveBeenCalledTimes(1);
    expect(datePart('2026-11-24T15:30:00Z')).toBe('2026-11-25');
    expect(dateTime('2026-11-24T15:30:00Z')).toBe('2026-11-25 00:30');
  });

  it('ignores a name that is no time zone, and the same one again', () => {
    const told = vi.fn();
    const stop = onProductTimeZone(told);
    setProductTimeZone('Not/AZone');
    setProductTimeZone(DEFAULT_TIME_ZONE);
    stop();

    expect(productTimeZone()).toBe(DEFAULT_TIME_ZONE);
    expect(told).not.toHaveBeenCalled();
  });
});
