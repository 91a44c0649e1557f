import { CouponView, MissionResultView, MissionView } from '@stamp/contracts';
import { SignedUpMember } from './members';
import { manilaDate, missionFields } from './seed-data';
import { TestSystem } from './system';

export { manilaDate };

/** A valid mission create body for the store: 5 stamps, started yesterday, 30 days to go. */
export function missionBody(
  storeId: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return { ...missionFields(storeId), ...overrides };
}

/** Creates the store's mission through the gateway as `token` (an admin's) and returns it. */
export async function createMission(
  sut: TestSystem,
  token: string,
  storeId: number,
  overrides: Record<string, unknown> = {},
): Promise<MissionView> {
  const response = await sut.call<MissionResultView>('POST', '/api/v1/mission/create', {
    token,
    body: missionBody(storeId, overrides),
  });
  expect(response.status).toBe(201);
  return response.body.mission;
}

/** The member's new card for the mission, made through the gateway. */
export async function createCard(
  sut: TestSystem,
  member: Pick<SignedUpMember, 'memberNo' | 'token'>,
  missionId: number,
): Promise<CouponView> {
  const response = await sut.call<CouponView>('POST', '/api/v1/coupon/create', {
    token: member.token,
    body: { user_id: member.memberNo, mission_id: missionId },
  });
  expect(response.status).toBe(201);
  return response.body;
}
