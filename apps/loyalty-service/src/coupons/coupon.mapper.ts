import { CouponView } from '@stamp/contracts';
import type { MissionDisplayStatus } from '@stamp/shared';
import { toMissionView } from '../missions/mission.mapper';
import { toStoreView } from '../stores/store.mapper';
import { CouponWithMission } from './coupons.repository';

export function toCouponView(
  { coupon, mission, store }: CouponWithMission,
  missionStatus: MissionDisplayStatus,
): CouponView {
  return {
    id: coupon.id,
    user_id: coupon.memberNo,
    mission_id: coupon.missionId,
    stamp_count: coupon.stampCount,
    max_stamp_count: coupon.maxStampCount,
    is_used: false,
    createdAt: coupon.createdAt.toISOString(),
    updatedAt: coupon.updatedAt.toISOString(),
    Mission: Object.assign(toMissionView(mission, missionStatus), { Store: toStoreView(store) }),
  };
}
