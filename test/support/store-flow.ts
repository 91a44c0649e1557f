import { StoreFullView, StorePublicView } from '@stamp/contracts';
import { signUpInput, storeInput } from './fixtures';

/** The smoke flow: an admin creates a store through the gateway, then anybody reads it. */
export async function createAndReadStore(baseUrl: string, adminToken: string): Promise<StorePublicView> {
  const input = storeInput();
  const created = await fetch(`${baseUrl}/api/v1/store/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify(input),
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const full = (await (
    await fetch(`${baseUrl}/api/v1/store/${id}`, { headers: { authorization: `Bearer ${adminToken}` } })
  ).json()) as StoreFullView;
  expect(full).toMatchObject({ id, name: input.name, email: input.email });
  const read = await fetch(`${baseUrl}/api/v1/store/${id}`);
  expect(read.status).toBe(200);
  const store = (await read.json()) as StorePublicView;
  expect(store).toMatchObject({ id, name: input.name, region: input.region, province: input.province });
  expect(store).not.toHaveProperty('password');
  return store;
}

export interface Answer<T> {
  status: number;
  body: T;
}

export async function send(
  baseUrl: string,
  method: string,
  path: string,
  token: string | undefined,
  body: unknown,
): Promise<Answer<unknown>> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** Today's date, and a month from now, as YYYY-MM-DD in Manila (the missions' time zone). */
export function missionDates(): { start_date: string; expire_date: string } {
  const day = (offset: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(
      new Date(Date.now() + offset * 86_400_000),
    );
  return { start_date: day(-1), expire_date: day(30) };
}

/**
 * The stamping flow on a store made by createAndReadStore (its password is the fixture's): the admin starts
 * a 3-stamp mission, a member signs up, logs in and makes a card; a wrong password is refused, the next
 * two stamps are added (the second on a card the loyalty service knows: its one-statement path) and the
 * last one makes the ticket.
 */
export async function stampCardToTicket(baseUrl: string, adminToken: string, storeId: number): Promise<void> {
  const mission = (await send(baseUrl, 'POST', '/api/v1/mission/create', adminToken, {
    store_id: storeId,
    name: 'Buy 3 coffees, get 1 free',
    max_stamp_count: 3,
    ...missionDates(),
  })) as Answer<{ mission: { id: number } }>;
  expect(mission.status).toBe(201);
  const email = `smoke-${Date.now().toString(36)}@example.ph`;
  const signUp = (await send(
    baseUrl,
    'POST',
    '/wifi-user/signup',
    undefined,
    signUpInput(email, 'smoke-pass-1'),
  )) as Answer<{ bbs_no: number }>;
  expect(signUp.status).toBe(201);
  const login = (await send(baseUrl, 'POST', '/wifi-user/login', undefined, {
    email,
    password: 'smoke-pass-1',
  })) as Answer<{ token: string }>;
  expect(login.status).toBe(200);
  const member = login.body.token;
  const card = (await send(baseUrl, 'POST', '/api/v1/coupon/create', member, {
    user_id: signUp.body.bbs_no,
    mission_id: mission.body.mission.id,
  })) as Answer<{ id: number }>;
  expect(card.status).toBe(201);
  const stamp = async (password: string) =>
    (await send(baseUrl, 'POST', `/api/v1/coupon/${String(card.body.id)}/add`, member, {
      password,
    })) as Answer<{ message: string }>;
  const password = storeInput().password;
  expect((await stamp(`${password}0`)).status).toBe(400);
  const answers = [await stamp(password), await stamp(password), await stamp(password)];
  expect(answers.map((answer) => [answer.status, answer.body.message])).toEqual([
    [200, 'Stamp added successfully.'],
    [200, 'Stamp added successfully.'],
    [200, 'Mission complete! Check your coupon in My Coupon page.'],
  ]);
}
