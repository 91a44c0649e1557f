import { MissionEndedPayload, MissionEventPayload } from '@stamp/contracts';
import { PushWordings, pushDate, pushDateOf } from './push-wording';

const STORE = {
  id: 12,
  name: 'Kape ni Juan',
  region: 'National Capital Region (NCR)',
  province: 'Makati City',
  address: '123 Ayala Ave.',
};

const MISSION = {
  mission: {
    id: 3,
    store_id: 12,
    name: 'Coffee lovers',
    start_date: '2026-12-01',
    expire_date: '2026-12-31',
    max_stamp_count: 10,
    status: 'ongoing',
    createdAt: '2026-11-20T08:00:00.000Z',
  },
  store: STORE,
} satisfies MissionEventPayload;

describe('PushWordings', () => {
  it('writes calendar dates as YYYY.MM.DD', () => {
    expect(pushDate('2026-12-01')).toBe('2026.12.01');
    expect(() => pushDate('12/01/2026')).toThrow('Not a calendar date');
  });

  it("dates an instant by the time zone's calendar (Manila is UTC+8)", () => {
    expect(pushDateOf('2026-11-30T16:30:00.000Z', 'Asia/Manila')).toBe('2026.12.01');
    expect(pushDateOf('2026-11-30T15:59:59.000Z', 'Asia/Manila')).toBe('2026.11.30');
  });

  it('announces a new store with its name, place, address and registration day', () => {
    const wording = PushWordings.newStore(
      { ...STORE, createdAt: '2026-11-19T17:00:00.000Z' },
      '2026-11-19T17:00:01.000Z',
      'Asia/Manila',
    );

    expect(wording).toEqual({
      type: 'new-store',
      title: 'New store: Kape ni Juan',
      message:
        'Kape ni Juan has joined in Makati City, National Capital Region (NCR) (123 Ayala Ave.) on 2026.11.20. ' +
        'Visit and collect stamps!',
    });
  });

  it('dates a new store by the event when the snapshot has no creation time', () => {
    expect(PushWordings.newStore(STORE, '2026-01-05T00:00:00.000Z', 'Asia/Manila').message).toContain(
      'on 2026.01.05.',
    );
  });

  it("announces a new mission with the store's place and the period", () => {
    expect(PushWordings.newEvent(MISSION)).toEqual({
      type: 'new-event',
      title: 'New stamp event at Kape ni Juan',
      message:
        'Kape ni Juan (Makati City, National Capital Region (NCR)) has a new stamp event "Coffee lovers": ' +
        '2026.12.01 ~ 2026.12.31. Collect 10 stamps for a reward!',
    });
  });

  it('announces a start as start-event and a pause as pause-event saying the promotion ended', () => {
    const started = PushWordings.statusChanged(
      { ...MISSION, from: 'pended', to: 'ongoing', transition: 'started' },
      '2026-12-05T02:00:00.000Z',
      'Asia/Manila',
    );
    const paused = PushWordings.statusChanged(
      { ...MISSION, from: 'ongoing', to: 'pended', transition: 'paused' },
      '2026-12-05T02:00:00.000Z',
      'Asia/Manila',
    );

    expect(started.type).toBe('start-event');
    expect(started.message).toBe(
      'The stamp event "Coffee lovers" at Kape ni Juan (Makati City, National Capital Region (NCR)) is on: ' +
        '2026.12.01 ~ 2026.12.31.',
    );
    expect(paused.type).toBe('pause-event');
    expect(paused.message).toBe(
      'The promotion "Coffee lovers" at Kape ni Juan (Makati City, National Capital Region (NCR)) has ended for now ' +
        '(paused on 2026.12.05).',
    );
  });

  it('announces the end with the period and the day it ended', () => {
    const finished: MissionEndedPayload = { ...MISSION, reason: 'finished' };
    const ended = PushWordings.ended(finished, '2026-12-31T16:00:00.000Z', 'Asia/Manila');

    expect(ended).toEqual({
      type: 'end-event',
      title: 'Stamp event ended at Kape ni Juan',
      message:
        'The stamp event "Coffee lovers" at Kape ni Juan (Makati City, National Capital Region (NCR)), ' +
        '2026.12.01 ~ 2026.12.31, ended on 2027.01.01. Thank you for joining!',
    });
  });
});
