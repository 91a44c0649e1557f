import { calendarDate } from './calendar-date';

describe(calendarDate.name, () => {
  it("gives the zone's date and turns at its midnight, though it works a date out once a minute", () => {
    const dates = [
      '2026-03-01T15:58:30Z',
      '2026-03-01T15:59:00Z',
      '2026-03-01T15:59:59Z',
      '2026-03-01T16:00:00Z',
      '2026-03-01T16:00:01Z',
    ].map((instant) => calendarDate(new Date(instant), 'Asia/Manila'));

    expect(dates).toEqual(['2026-03-01', '2026-03-01', '2026-03-01', '2026-03-02', '2026-03-02']);
  });

  it('keeps time zones apart', () => {
    const instant = new Date('2026-03-01T20:00:00Z');

    expect([calendarDate(instant, 'Asia/Manila'), calendarDate(instant, 'America/New_York')]).toEqual([
      '2026-03-02',
      '2026-03-01',
    ]);
  });

  it('gives the right date when asked again for an earlier instant', () => {
    expect(calendarDate(new Date('2026-03-02T16:00:00Z'), 'Asia/Manila')).toBe('2026-03-03');
    expect(calendarDate(new Date('2026-03-01T16:00:00Z'), 'Asia/Manila')).toBe('2026-03-02');
  });
});
