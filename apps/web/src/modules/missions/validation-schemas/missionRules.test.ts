import { describe, expect, it } from 'vitest';
import { catalogueFor } from '@stamp/shared';

import { missionProblems, pacingOf, type MissionFormValues } from './missionRules';

const t = catalogueFor('en');
const valid: MissionFormValues = {
  name: 'Buy 10 coffees, get 1 free',
  start_date: '2026-12-01',
  expire_date: '2026-12-31',
  max_stamp_count: '10',
  min_stamp_interval_minutes: '',
  daily_stamp_limit: '',
};
const firstMessage = (values: Partial<MissionFormValues>, moved?: 'start_date' | 'expire_date') =>
  missionProblems({ ...valid, ...values }, t, moved)[0]?.message;

describe(missionProblems.name, () => {
  it('accepts a complete mission', () => {
    expect(missionProblems(valid, t)).toEqual([]);
  });

  it.each([
    [{ name: '  ' }, 'Please enter the mission name.'],
    [{ name: 'x'.repeat(31) }, 'Please enter the mission name within 30 characters.'],
    [{ start_date: '', expire_date: '' }, 'Please enter the start and end date.'],
    [{ start_date: '' }, 'Please enter the start date first.'],
    [{ expire_date: '' }, 'Please enter the start and end date.'],
    [{ start_date: '2027-01-01' }, 'Please enter the start date before the end date.'],
    [{ max_stamp_count: '' }, 'Please enter the number of stamps.'],
    [{ max_stamp_count: '101' }, 'Please enter the number of stamps less than 100.'],
  ])('says the spec §5 message for %o', (values, message) => {
    expect(firstMessage(values)).toBe(message);
  });

  it('names the end date when the end date was moved before the start', () => {
    expect(firstMessage({ expire_date: '2026-11-01' }, 'expire_date')).toBe(
      'Please enter the end date after the start date.',
    );
  });

  it('allows exactly 100 stamps and a name of exactly 30 characters', () => {
    expect(missionProblems({ ...valid, max_stamp_count: '100', name: 'x'.repeat(30) }, t)).toEqual([]);
  });

  it('lists every problem in the spec order, each by its field', () => {
    expect(
      missionProblems(
        {
          name: '',
          start_date: '',
          expire_date: '',
          max_stamp_count: '',
          min_stamp_interval_minutes: '0',
          daily_stamp_limit: '101',
        },
        t,
      ),
    ).toEqual([
      { field: 'name', message: 'Please enter the mission name.' },
      { field: 'start_date', message: 'Please enter the start and end date.' },
      { field: 'max_stamp_count', message: 'Please enter the number of stamps.' },
      { field: 'min_stamp_interval_minutes', message: t.missionStampIntervalInvalid },
      { field: 'daily_stamp_limit', message: t.missionDailyLimitInvalid },
    ]);
  });

  it('takes blank pacing as no limit and accepts its bounds', () => {
    expect(pacingOf(valid)).toEqual({ min_stamp_interval_minutes: null, daily_stamp_limit: null });
    const bounds = { ...valid, min_stamp_interval_minutes: '10080', daily_stamp_limit: '100' };
    expect(missionProblems(bounds, t)).toEqual([]);
    expect(pacingOf(bounds)).toEqual({ min_stamp_interval_minutes: 10080, daily_stamp_limit: 100 });
    expect(firstMessage({ min_stamp_interval_minutes: '10081' })).toBe(t.missionStampIntervalInvalid);
    expect(firstMessage({ daily_stamp_limit: '0' })).toBe(t.missionDailyLimitInvalid);
  });
});
