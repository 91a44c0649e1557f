import { MESSAGES } from '@stamp/shared';
import {
  MissionFields,
  MissionInput,
  checkMissionFields,
  isMissionActive,
  missionStatusAt,
  statusChange,
} from './mission-rules';

const VALID: MissionInput = {
  name: 'Buy 5 coffees, get 1 free',
  start_date: '2026-03-01',
  expire_date: '2026-03-31',
  max_stamp_count: 5,
};

const STORED: MissionFields = {
  name: 'Buy 5 coffees, get 1 free',
  startDate: '2026-03-01',
  expireDate: '2026-03-31',
  maxStampCount: 5,
  minStampIntervalMinutes: 30,
  dailyStampLimit: 2,
};

function errorsOf(input: MissionInput, options: Parameters<typeof checkMissionFields>[1] = {}): string[] {
  const result = checkMissionFields(input, options);
  return result.ok ? [] : result.errors;
}

describe(checkMissionFields.name, () => {
  it('accepts a complete mission and trims its name', () => {
    expect(checkMissionFields({ ...VALID, name: '  Kape promo  ' })).toEqual({
      ok: true,
      fields: {
        name: 'Kape promo',
        startDate: '2026-03-01',
        expireDate: '2026-03-31',
        maxStampCount: 5,
        minStampIntervalMinutes: null,
        dailyStampLimit: null,
      },
    });
  });

  describe('pacing', () => {
    it.each<[string, MissionInput, string]>([
      ['0 minutes between stamps', { min_stamp_interval_minutes: 0 }, MESSAGES.missionStampIntervalInvalid],
      ['a week and a minute', { min_stamp_interval_minutes: 10_081 }, MESSAGES.missionStampIntervalInvalid],
      ['half a minute', { min_stamp_interval_minutes: 0.5 }, MESSAGES.missionStampIntervalInvalid],
      ['0 stamps a day', { daily_stamp_limit: 0 }, MESSAGES.missionDailyLimitInvalid],
      ['101 stamps a day', { daily_stamp_limit: 101 }, MESSAGES.missionDailyLimitInvalid],
    ])('refuses %s', (_name, change, message) => {
      expect(errorsOf({ ...VALID, ...change })).toEqual([message]);
    });

    it('lists both pacing messages after the spec fields, in the form order', () => {
      expect(
        errorsOf({ max_stamp_count: 0, min_stamp_interval_minutes: -1, daily_stamp_limit: 500 }),
      ).toEqual([
        MESSAGES.missionNameRequired,
        MESSAGES.missionDatesRequired,
        MESSAGES.missionStampsRequired,
        MESSAGES.missionStampIntervalInvalid,
        MESSAGES.missionDailyLimitInvalid,
      ]);
    });

    it('accepts the bounds and no limit at all', () => {
      const bounds = checkMissionFields({
        ...VALID,
        min_stamp_interval_minutes: 10_080,
        daily_stamp_limit: 100,
      });
      expect(bounds).toMatchObject({
        ok: true,
        fields: { minStampIntervalMinutes: 10_080, dailyStampLimit: 100 },
      });
      const least = checkMissionFields({ ...VALID, min_stamp_interval_minutes: 1, daily_stamp_limit: 1 });
      expect(least).toMatchObject({ ok: true, fields: { minStampIntervalMinutes: 1, dailyStampLimit: 1 } });
    });

    it('on update keeps a limit left out and clears one sent empty', () => {
      expect(checkMissionFields({ daily_stamp_limit: null }, { current: STORED })).toMatchObject({
        ok: true,
        fields: { minStampIntervalMinutes: 30, dailyStampLimit: null },
      });
    });
  });

  it('lists every missing field with the spec messages, in the spec order', () => {
    expect(errorsOf({})).toEqual([
      MESSAGES.missionNameRequired,
      MESSAGES.missionDatesRequired,
      MESSAGES.missionStampsRequired,
    ]);
  });

  it("puts the administrators' 'Please fill out the required fields.' first when a required field is missing", () => {
    expect(errorsOf({ ...VALID, name: '' }, { requiredFieldsFirst: true })).toEqual([
      'Please fill out the required fields.',
      'Please enter the mission name.',
    ]);
    expect(errorsOf(VALID, { requiredFieldsFirst: true, storeMissing: true })).toEqual([
      'Please fill out the required fields.',
    ]);
  });

  it('does not ask for required fields when only a rule is broken', () => {
    expect(errorsOf({ ...VALID, max_stamp_count: 101 }, { requiredFieldsFirst: true })).toEqual([
      'Please enter the number of stamps less than 100.',
    ]);
  });

  it.each<[string, MissionInput, string]>([
    ['a name of spaces only', { name: '   ' }, 'Please enter the mission name.'],
    [
      'a name of 31 characters',
      { name: 'x'.repeat(31) },
      'Please enter the mission name within 30 characters.',
    ],
    ['an end date without a start date', { start_date: null }, 'Please enter the start date first.'],
    ['a start date without an end date', { expire_date: '' }, 'Please enter the start and end date.'],
    ['no dates', { start_date: null, expire_date: null }, 'Please enter the start and end date.'],
    [
      'a start date after the end date',
      { start_date: '2026-04-01' },
      'Please enter the start date before the end date.',
    ],
    ['an impossible date', { expire_date: '2026-02-30' }, 'expire_date must be a date (YYYY-MM-DD)'],
    ['a date in another format', { start_date: '03/01/2026' }, 'start_date must be a date (YYYY-MM-DD)'],
    ['no stamp count', { max_stamp_count: null }, 'Please enter the number of stamps.'],
    ['0 stamps (an empty field becomes 0)', { max_stamp_count: 0 }, 'Please enter the number of stamps.'],
    ['a negative stamp count', { max_stamp_count: -3 }, 'Please enter the number of stamps.'],
    ['101 stamps', { max_stamp_count: 101 }, 'Please enter the number of stamps less than 100.'],
  ])('refuses %s', (_name, change, message) => {
    expect(errorsOf({ ...VALID, ...change })).toEqual([message]);
  });

  it.each<[string, MissionInput]>([
    ['a name of exactly 30 characters', { name: 'x'.repeat(30) }],
    ['a name of 30 Korean characters', { name: '가'.repeat(30) }],
    ['exactly 100 stamps', { max_stamp_count: 100 }],
    ['a single stamp', { max_stamp_count: 1 }],
    ['a one-day mission', { start_date: '2026-03-31' }],
  ])('accepts %s', (_name, change) => {
    expect(checkMissionFields({ ...VALID, ...change }).ok).toBe(true);
  });

  describe('on update', () => {
    it('keeps the stored value of a field left out', () => {
      expect(checkMissionFields({ name: 'New name' }, { current: STORED })).toEqual({
        ok: true,
        fields: { ...STORED, name: 'New name' },
      });
    });

    it('treats a field sent empty as missing', () => {
      expect(errorsOf({ name: '', max_stamp_count: null }, { current: STORED })).toEqual([
        'Please enter the mission name.',
        'Please enter the number of stamps.',
      ]);
    });

    it('names the end date when only the end date moved before the start', () => {
      expect(errorsOf({ expire_date: '2026-02-01' }, { current: STORED })).toEqual([
        'Please enter the end date after the start date.',
      ]);
    });

    it('names the start date when the start date moved past the end', () => {
      expect(errorsOf({ start_date: '2026-04-01' }, { current: STORED })).toEqual([
        'Please enter the start date before the end date.',
      ]);
    });
  });
});

describe(statusChange.name, () => {
  it.each([
    [null, undefined, null, null],
    ['ongoing', undefined, 'ongoing', null],
    ['ongoing', 'pended', 'pended', 'paused'],
    ['pended', 'ongoing', 'ongoing', 'started'],
    [null, 'ongoing', 'ongoing', 'started'],
    ['ongoing', 'ongoing', 'ongoing', null],
    ['pended', 'pended', 'pended', null],
    ['ongoing', 'finished', null, 'finished'],
    ['pended', 'finished', null, 'finished'],
    [null, 'finished', null, null],
  ] as const)('from %s, asked for %s: status %s, announced as %s', (from, requested, to, change) => {
    expect(statusChange(from, requested)).toEqual({ to, change });
  });
});

describe(isMissionActive.name, () => {
  const mission = { status: 'ongoing' as const, expireDate: '2026-03-31' };

  it('is active through the last minute of the expiry date in Manila', () => {
    expect(isMissionActive(mission, new Date('2026-03-31T15:59:59Z'), 'Asia/Manila')).toBe(true);
  });

  it('is inactive from midnight after the expiry date in Manila', () => {
    expect(isMissionActive(mission, new Date('2026-03-31T16:00:00Z'), 'Asia/Manila')).toBe(false);
  });

  it('follows the configured time zone', () => {
    expect(isMissionActive(mission, new Date('2026-03-31T16:00:00Z'), 'UTC')).toBe(true);
  });

  it.each(['pended', null] as const)('is inactive when the status is %s', (status) => {
    expect(
      isMissionActive({ status, expireDate: '2026-12-31' }, new Date('2026-03-01T00:00:00Z'), 'Asia/Manila'),
    ).toBe(false);
  });
});

describe(missionStatusAt.name, () => {
  const at = new Date('2026-03-31T16:00:00Z');

  it.each([
    ['ongoing', '2026-04-01', 'in_progress'],
    ['ongoing', '2026-03-31', 'ended'],
    ['pended', '2026-04-01', 'stopped'],
    ['pended', '2026-03-31', 'stopped'],
    [null, '2026-12-31', 'ended'],
  ] as const)('shows a mission %s until %s as %s on 1 April in Manila', (status, expireDate, shown) => {
    expect(missionStatusAt({ status, expireDate }, at, 'Asia/Manila')).toBe(shown);
  });

  it('reads the day in the configured time zone', () => {
    expect(missionStatusAt({ status: 'ongoing', expireDate: '2026-03-31' }, at, 'UTC')).toBe('in_progress');
  });
});
