import { toCouponView } from '../coupons/coupon.mapper';
import { CouponEntity } from '../coupons/coupon.entity';
import { KAPE, NOW, missionEntity } from '../test/fakes';
import { toDeletedMissionSnapshot, toMissionSnapshot, toMissionView } from './mission.mapper';

/** The fields of a mission in the HTTP contract (MissionView), in their order. */
const VIEW_FIELDS = [
  'id',
  'store_id',
  'name',
  'start_date',
  'expire_date',
  'max_stamp_count',
  'status',
  'createdAt',
  'min_stamp_interval_minutes',
  'daily_stamp_limit',
  'active',
  'display_status',
];

describe(toMissionSnapshot.name, () => {
  it("carries the mission's version, for the read models that follow mission events", () => {
    const sut = toMissionSnapshot(missionEntity({ id: 3, version: 4 }));

    expect(sut).toEqual({
      id: 3,
      store_id: KAPE.id,
      name: 'Buy 5 coffees, get 1 free',
      start_date: '2026-03-01',
      expire_date: '2026-03-31',
      max_stamp_count: 5,
      status: 'ongoing',
      createdAt: '2026-02-20T08:00:00.000Z',
      version: 4,
    });
  });
});

describe(toDeletedMissionSnapshot.name, () => {
  it('gives the deletion one version more than the last change', () => {
    const sut = toDeletedMissionSnapshot(missionEntity({ id: 3, version: 4 }));

    expect(sut).toMatchObject({ id: 3, name: 'Buy 5 coffees, get 1 free', version: 5 });
  });
});

describe(toMissionView.name, () => {
  it("shows the contract's fields and never the version", () => {
    const sut = toMissionView(missionEntity({ version: 4 }), 'in_progress');

    expect(Object.keys(sut)).toEqual(VIEW_FIELDS);
  });

  it("shows a card's mission without the version too", () => {
    const coupon = Object.assign(new CouponEntity(), {
      id: 81,
      memberNo: 7,
      missionId: 3,
      stampCount: 1,
      maxStampCount: 5,
      isUsed: false,
      createdAt: NOW,
      updatedAt: NOW,
    });

    const sut = toCouponView({ coupon, mission: missionEntity({ version: 4 }), store: null }, 'in_progress');

    expect(Object.keys(sut.Mission)).toEqual([...VIEW_FIELDS, 'Store']);
  });
});
