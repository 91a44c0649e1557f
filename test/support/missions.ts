import { MissionResultView, MissionView } from '@stamp/contracts';
import { TestSystem } from './system';

/** A calendar date in Manila (the missions' time zone), `days` from today. */
export function manilaDate(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A valid mission create body for the store: 5 stamps, started yesterday, 30 days to go. */
export function missionBody(
  storeId: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    store_id: storeId,
    name: 'Buy 5 coffees, get 1 free',
    start_date: manilaDate(-1),
    expire_date: manilaDate(30),
    max_stamp_count: 5,
    ...overrides,
  };
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
