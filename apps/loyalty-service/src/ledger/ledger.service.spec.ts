import { FakeClock, FakeLedgerRepository, settings } from '../test/fakes';
import { MissionCalendar } from '../missions/mission-calendar';
import { LedgerRepository } from './ledger.repository';
import { LedgerService } from './ledger.service';

describe(LedgerService.name, () => {
  let ledger: FakeLedgerRepository;
  let clock: FakeClock;

  function sutIn(timeZone?: string): LedgerService {
    const zone = timeZone === undefined ? {} : { MISSION_TIME_ZONE: timeZone };
    return new LedgerService(
      ledger as unknown as LedgerRepository,
      new MissionCalendar(clock, settings(zone)),
    );
  }

  beforeEach(() => {
    ledger = new FakeLedgerRepository();
    // 01:30 on 11 March in Manila, still 10 March in UTC.
    clock = new FakeClock(new Date('2026-03-10T17:30:00Z'));
  });

  it('counts the last 30 days ending today in the mission time zone by default', async () => {
    const view = await sutIn().dailyActivity({});

    expect([view.timeZone, view.from, view.to, view.days.length]).toEqual([
      'Asia/Manila',
      '2026-02-10',
      '2026-03-11',
      30,
    ]);
    expect(ledger.countedRanges).toEqual([['2026-02-10', '2026-03-11', 'Asia/Manila']]);
  });

  it("takes today from the configured time zone's calendar", async () => {
    const view = await sutIn('UTC').dailyActivity({ days: 1 });

    expect([view.timeZone, view.from, view.to]).toEqual(['UTC', '2026-03-10', '2026-03-10']);
  });

  it('counts the days asked for, ending on the day asked for, across a month end', async () => {
    const view = await sutIn().dailyActivity({ days: 3, to: '2026-03-01' });

    expect([view.from, view.to]).toEqual(['2026-02-27', '2026-03-01']);
    expect(view.days).toEqual([
      { date: '2026-02-27', stamps: 27, completed_cards: 0, redemptions: 1 },
      { date: '2026-02-28', stamps: 28, completed_cards: 0, redemptions: 1 },
      { date: '2026-03-01', stamps: 1, completed_cards: 0, redemptions: 1 },
    ]);
  });

  it("counts one store's days over the same range, with its new members", async () => {
    const view = await sutIn().storeDailyActivity({ storeId: 7, days: 2, to: '2026-03-01' });

    expect(view).toEqual({
      timeZone: 'Asia/Manila',
      from: '2026-02-28',
      to: '2026-03-01',
      days: [
        { date: '2026-02-28', stamps: 28, completed_cards: 0, redemptions: 1, new_members: 7 },
        { date: '2026-03-01', stamps: 1, completed_cards: 0, redemptions: 1, new_members: 7 },
      ],
    });
    expect(ledger.storeCountedRanges).toEqual([[7, '2026-02-28', '2026-03-01', 'Asia/Manila']]);
    expect(ledger.countedRanges).toEqual([]);
  });

  it("counts one store's last 30 days ending today by default", async () => {
    const view = await sutIn().storeDailyActivity({ storeId: 7 });

    expect([view.from, view.to, view.days.length]).toEqual(['2026-02-10', '2026-03-11', 30]);
  });

  it('keeps the counts of the 30 days before today, for the sweep', async () => {
    await sutIn().keepEndedDays();

    expect(ledger.countedRanges).toEqual([['2026-02-09', '2026-03-10', 'Asia/Manila']]);
  });
});
