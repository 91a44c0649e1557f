import { StampCodeView, StampResultView, StoreFullView } from '@stamp/contracts';
import { MESSAGES } from '@stamp/shared';
import { SignedUpMember, signUpMember } from '../support/members';
import { createCard, createMission } from '../support/missions';
import { CreatedStore, createStore } from '../support/stores';
import { ApiResponse, TestSystem, eventually, startTestSystem } from '../support/system';

interface Refusal {
  message: string;
  code: string;
}

/**
 * The rotating stamp code (docs/stamping.md, "Rotating stamp code"): the owner switches the store to it, the
 * switch reaches the loyalty service in store.updated, and from then on the code stamps and redeems, and the
 * store's fixed password no longer does.
 */
describe('The rotating stamp code (real Postgres and NATS)', () => {
  let sut: TestSystem;
  let admin: string;
  let store: CreatedStore;
  let owner: string;
  let member: SignedUpMember;
  let missionId: number;

  beforeAll(async () => {
    sut = await startTestSystem();
    admin = await sut.tokenFor({ kind: 'admin', adminId: 1, authority: 'super master' });
    store = await createStore(sut, admin);
    owner = await sut.tokenFor({ kind: 'store', storeId: store.id });
    missionId = (await createMission(sut, admin, store.id, { max_stamp_count: 5 })).id;
    member = await signUpMember(sut, 'rotating');
  });

  afterAll(async () => {
    await sut.close();
  });

  function stamp(cardId: number, password: string, idempotencyKey?: string) {
    return sut.call<StampResultView & Refusal>('POST', `/api/v1/coupon/${String(cardId)}/add`, {
      token: member.token,
      body: { password },
      headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
    });
  }

  function stampCode(token: string, storeId = store.id): Promise<ApiResponse<StampCodeView & Refusal>> {
    return sut.call<StampCodeView & Refusal>('GET', `/api/v1/store/${String(storeId)}/stamp-code`, { token });
  }

  function setMode(stampMode: 'password' | 'rotating') {
    return sut.call<StoreFullView>('PUT', '/api/v1/store/update', {
      token: owner,
      body: { id: store.id, stamp_mode: stampMode },
    });
  }

  it('has no code while the store stamps with its password (409 STAMP_CODE_OFF)', async () => {
    const response = await stampCode(owner);

    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ message: MESSAGES.stampCodeOff, code: 'STAMP_CODE_OFF' });
  });

  it('stamps with the code once the owner switches, and refuses the fixed password as a wrong one', async () => {
    const card = await createCard(sut, member, missionId);
    // Twice with the password: the second takes the one-statement stamp, so this replica remembers it.
    expect((await stamp(card.id, store.password)).status).toBe(200);
    expect((await stamp(card.id, store.password)).status).toBe(200);

    const switched = await setMode('rotating');
    expect(switched.status).toBe(200);
    expect(switched.body.stamp_mode).toBe('rotating');
    expect(JSON.stringify(switched.body)).not.toMatch(/secret/i);

    const stamped = await eventually(async () => {
      const { body: shown } = await stampCode(owner);
      const response = await stamp(card.id, shown.code);
      expect(response.status).toBe(200);
      return response.body;
    });
    expect(stamped.coupon?.stamp_count).toBe(3);

    const refused = await stamp(card.id, store.password);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: MESSAGES.passwordIncorrect, code: 'PASSWORD_INCORRECT' });

    // With an Idempotency-Key: the code stamps, and a retry with the same key replays the answer.
    const { body: shown } = await stampCode(owner);
    const keyed = await stamp(card.id, shown.code, `rotating-${String(card.id)}`);
    expect(keyed.status).toBe(200);
    const replayed = await stamp(card.id, shown.code, `rotating-${String(card.id)}`);
    expect(replayed.body).toEqual(keyed.body);
    expect(keyed.body.coupon?.stamp_count).toBe(4);

    // The last stamp makes the ticket; it is redeemed with the code, never the fixed password.
    const last = await stamp(card.id, (await stampCode(owner)).body.code);
    expect(last.body.completed).toBe(true);
    const ticketId = last.body.ticket?.id ?? 0;
    const redeem = (password: string) =>
      sut.call<Refusal>('PUT', `/api/v1/ticket/use/ticket_id=${String(ticketId)}`, {
        token: member.token,
        body: { password },
      });
    expect((await redeem(store.password)).status).toBe(400);
    expect((await redeem((await stampCode(owner)).body.code)).status).toBe(200);
  });

  it('gives the code with the end of its step and a link to the stamp page that carries it', async () => {
    const response = await stampCode(owner);

    expect(response.status).toBe(200);
    const { code, expires_at, link } = response.body;
    expect(code).toMatch(/^\d{6}$/);
    const left = Date.parse(expires_at) - Date.now();
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(30_000);
    const url = new URL(link);
    expect(url.pathname).toBe(`/store/coupon/${String(store.id)}`);
    expect(url.searchParams.get('code')).toBe(code);
  });

  it("shows the code to administrators and the store's owner only", async () => {
    const other = await createStore(sut, admin);
    const otherOwner = await sut.tokenFor({ kind: 'store', storeId: other.id });

    expect((await stampCode(admin)).status).toBe(200);
    expect((await stampCode(otherOwner)).status).toBe(403);
    expect((await stampCode(member.token)).status).toBe(403);
    expect((await sut.call('GET', `/api/v1/store/${String(store.id)}/stamp-code`)).status).toBe(401);
    expect((await stampCode(admin, 999_999)).status).toBe(404);
  });

  it('lets the fixed password stamp again after the switch back, and the old code no longer', async () => {
    const { body: old } = await stampCode(owner);
    expect((await setMode('password')).body.stamp_mode).toBe('password');
    // The member's first card became a ticket: this is a new one.
    const own = await createCard(sut, member, missionId);

    await eventually(async () => {
      expect((await stamp(own.id, store.password)).status).toBe(200);
      return Promise.resolve();
    });
    expect((await stamp(own.id, old.code)).status).toBe(400);
    expect((await stampCode(owner)).status).toBe(409);
  });
});
