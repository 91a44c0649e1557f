import { catalogueFor } from '../i18n';
import { MESSAGES } from '../messages';
import {
  isMissingMissionField,
  missionProblemMessage,
  missionRuleProblems,
  type MissionRuleProblem,
  type MissionRuleValues,
} from './mission-rules';

const VALID: MissionRuleValues = {
  name: 'Buy 10 coffees, get 1 free',
  start_date: '2026-12-01',
  expire_date: '2026-12-31',
  max_stamp_count: 10,
  min_stamp_interval_minutes: null,
  daily_stamp_limit: null,
};

describe(missionRuleProblems.name, () => {
  it('finds nothing wrong with a complete mission, its bounds or untrimmed text', () => {
    expect(missionRuleProblems(VALID)).toEqual([]);
    expect(
      missionRuleProblems({
        name: ` ${'가'.repeat(30)} `,
        start_date: '2026-12-31',
        expire_date: ' 2026-12-31 ',
        max_stamp_count: 100,
        min_stamp_interval_minutes: 10_080,
        daily_stamp_limit: 100,
      }),
    ).toEqual([]);
  });

  it('lists every broken rule in the spec order, each on its field', () => {
    expect(missionRuleProblems({ min_stamp_interval_minutes: 0, daily_stamp_limit: 101 })).toEqual([
      { field: 'name', rule: 'missionNameRequired' },
      { field: 'start_date', rule: 'missionDatesRequired' },
      { field: 'max_stamp_count', rule: 'missionStampsRequired' },
      { field: 'min_stamp_interval_minutes', rule: 'missionStampIntervalInvalid' },
      { field: 'daily_stamp_limit', rule: 'missionDailyLimitInvalid' },
    ]);
  });

  it.each<[string, MissionRuleValues, MissionRuleProblem]>([
    ['a blank name', { name: '  ' }, { field: 'name', rule: 'missionNameRequired' }],
    ['a name of 31 characters', { name: 'x'.repeat(31) }, { field: 'name', rule: 'missionNameTooLong' }],
    ['no start date', { start_date: null }, { field: 'start_date', rule: 'missionStartDateFirst' }],
    ['no end date', { expire_date: '' }, { field: 'expire_date', rule: 'missionDatesRequired' }],
    ['an impossible start date', { start_date: '2026-02-30' }, { field: 'start_date', rule: 'dateFormat' }],
    [
      'an end date in another format',
      { expire_date: '12/31/2026' },
      { field: 'expire_date', rule: 'dateFormat' },
    ],
    [
      'a start after the end',
      { start_date: '2027-01-01' },
      { field: 'start_date', rule: 'missionStartBeforeEnd' },
    ],
    ['0 stamps', { max_stamp_count: 0 }, { field: 'max_stamp_count', rule: 'missionStampsRequired' }],
    ['101 stamps', { max_stamp_count: 101 }, { field: 'max_stamp_count', rule: 'missionStampsTooMany' }],
    [
      'half a minute between stamps',
      { min_stamp_interval_minutes: 0.5 },
      { field: 'min_stamp_interval_minutes', rule: 'missionStampIntervalInvalid' },
    ],
    [
      '0 stamps a day',
      { daily_stamp_limit: 0 },
      { field: 'daily_stamp_limit', rule: 'missionDailyLimitInvalid' },
    ],
  ])('finds %s', (_name, change, problem) => {
    expect(missionRuleProblems({ ...VALID, ...change })).toEqual([problem]);
  });

  it('names the end date when the end date was moved before the start', () => {
    expect(missionRuleProblems({ ...VALID, expire_date: '2026-11-01' }, 'expire_date')).toEqual([
      { field: 'expire_date', rule: 'missionEndAfterStart' },
    ]);
  });

  it('tells a missing field from a broken rule', () => {
    const missing = missionRuleProblems({ max_stamp_count: 101 });
    expect(missing.filter(isMissingMissionField).map((problem) => problem.rule)).toEqual([
      'missionNameRequired',
      'missionDatesRequired',
    ]);
    expect(missionRuleProblems({ ...VALID, start_date: null }).every(isMissingMissionField)).toBe(true);
  });
});

/**
 * The loyalty service says a problem with `MESSAGES`, the web's forms with their catalogue: for the same bad
 * input both must give the spec's sentence.
 */
describe(missionProblemMessage.name, () => {
  const web = catalogueFor('en');

  it.each<[MissionRuleValues, string]>([
    [{ name: '' }, 'Please enter the mission name.'],
    [{ name: 'x'.repeat(31) }, 'Please enter the mission name within 30 characters.'],
    [{ start_date: '', expire_date: '' }, 'Please enter the start and end date.'],
    [{ start_date: '' }, 'Please enter the start date first.'],
    [{ start_date: '2027-01-01' }, 'Please enter the start date before the end date.'],
    [{ max_stamp_count: null }, 'Please enter the number of stamps.'],
    [{ max_stamp_count: 101 }, 'Please enter the number of stamps less than 100.'],
    [{ start_date: '2026-02-30' }, 'start_date must be a date (YYYY-MM-DD)'],
    [
      { min_stamp_interval_minutes: 10_081 },
      'Please enter the minutes between stamps as a whole number from 1 to 10080, or leave it blank.',
    ],
    [
      { daily_stamp_limit: 0 },
      'Please enter the stamps per day as a whole number from 1 to 100, or leave it blank.',
    ],
  ])('gives the server and the web the same message for %o', (change, message) => {
    const [problem] = missionRuleProblems({ ...VALID, ...change });
    expect(missionProblemMessage(problem, MESSAGES)).toBe(message);
    expect(missionProblemMessage(problem, web)).toBe(message);
  });

  it('names the end date the same way on both sides', () => {
    const [problem] = missionRuleProblems({ ...VALID, expire_date: '2026-11-01' }, 'expire_date');
    expect([missionProblemMessage(problem, MESSAGES), missionProblemMessage(problem, web)]).toEqual([
      'Please enter the end date after the start date.',
      'Please enter the end date after the start date.',
    ]);
  });
});
