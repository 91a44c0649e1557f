import { StoreMissionEntity } from '../missions/store-mission.entity';
import { toMissionView } from './store.mapper';

function storeMission(changes: Partial<StoreMissionEntity>): StoreMissionEntity {
  return Object.assign(new StoreMissionEntity(), {
    storeId: 12,
    missionId: 3,
    name: 'Buy 5 coffees, get 1 free',
    startDate: '2026-03-01',
    expireDate: '2026-03-31',
    maxStampCount: 5,
    status: 'ongoing',
    createdAt: new Date('2026-02-20T08:00:00.000Z'),
    version: 1,
    endedAt: null,
    ...changes,
  });
}

describe(toMissionView.name, () => {
  it.each([
    ['ongoing', '2026-03-31', true, 'in_progress'],
    ['ongoing', '2026-04-01', false, 'ended'],
    ['pended', '2026-03-31', false, 'stopped'],
    [null, '2026-03-31', false, 'ended'],
  ] as const)('shows a mission %s on %s as active %s, %s', (status, today, active, displayStatus) => {
    const sut = toMissionView(storeMission({ status }), today);

    expect(sut).toMatchObject({ id: 3, status, active, display_status: displayStatus });
  });
});
