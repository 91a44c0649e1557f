import { randomUUID } from 'node:crypto';
import { CouponView, SentPushView } from '@stamp/contracts';
import { SignedUpMember, signUpMember } from '../support/members';
import { createCard, createMission } from '../support/missions';
import { CreatedStore, createStore } from '../support/stores';
import { IsolatedTestSystem, TestSystem, eventually, startIsolatedTestSystem } from '../support/system';
import { MemberDataExportView } from '../../apps/gateway/src/members/member-data.view';

/** One member with data in every service: a store they own, a card, a ticket, a device, a push. */
interface MemberWithData extends SignedUpMember {
  store: CreatedStore;
  card: CouponView;
  ticketId: number;
  deviceToken: string;
}

describe('A member’s data export through the gateway (real Postgres and NATS, all four services)', () => {
  let system: IsolatedTestSystem;
  let sut: TestSystem;
  let admin: string;
  let a: MemberWithData;
  let b: MemberWithData;
  let broadcast: SentPushView;

  async function stamp(member: SignedUpMember, couponId: number, password: string): Promise<number> {
    return eventually(async () => {
      const response = await sut.call<{ completed: boolean; ticket?: { id: number } }>(
        'POST',
        `/api/v1/coupon/${String(couponId)}/add`,
        { token: member.token, body: { password } },
      );
      expect(response.status).toBe(200);
      return response.body.ticket?.id ?? 0;
    });
  }

  /** A member who owns a store, completed a 1-stamp card there (a ticket), holds a second card and a device. */
  async function memberWithData(prefix: string): Promise<MemberWithData> {
    const member = await signUpMember(sut, prefix);
    const store = await createStore(sut, admin, { email: member.email, name: `Store of ${prefix}` });
    const done = await createMission(sut, admin, store.id, { max_stamp_count: 1 });
    const cardDone = await eventually(() => createCard(sut, member, done.id));
    const ticketId = await stamp(member, cardDone.id, store.password);
    expect(ticketId).toBeGreaterThan(0);
    const other = await createStore(sut, admin, { name: `Second of ${prefix}` });
    const open = await createMission(sut, admin, other.id, { max_stamp_count: 5 });
    const card = await eventually(() => createCard(sut, member, open.id));
    await stamp(member, card.id, other.password);
    const deviceToken = `fcm-${prefix}-${randomUUID()}`;
    await eventually(async () => {
      const device = await sut.call('POST', '/api/v1/push/device', {
        token: member.token,
        body: { token: deviceToken, platform: 'android' },
      });
      expect(device.status).toBe(201);
    });
    return { ...member, store, card, ticketId, deviceToken };
  }

  async function exportOf(member: SignedUpMember): Promise<MemberDataExportView> {
    const response = await sut.call<MemberDataExportView>(
      'GET',
      `/api/v1/member/${String(member.memberNo)}/export`,
      { token: member.token },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return response.body;
  }

  beforeAll(async () => {
    system = await startIsolatedTestSystem(`stamp_member_data_${Date.now()}`);
    sut = system.sut;
    admin = await sut.tokenFor({ kind: 'admin', adminId: 1, authority: 'super master' });
    a = await memberWithData('alice');
    b = await memberWithData('bert');
    const title = `Stamp week ${randomUUID().slice(0, 8)}`;
    const sent = await sut.call<SentPushView>(
      'GET',
      `/api/v1/push/send/type/new-event/title/${encodeURIComponent(title)}/message/Double%20stamps`,
      { token: admin },
    );
    expect(sent.status).toBe(200);
    broadcast = sent.body;
  });

  afterAll(async () => {
    await system.close();
  });

  it('holds the member’s data from all four services', async () => {
    const data = await eventually(async () => {
      const body = await exportOf(a);
      expect(body.push.messages.map((item) => item.id)).toContain(broadcast.id);
      return body;
    });

    // member service: profile, account, logins, consent
    expect(data.member.profile).toMatchObject({ bbs_no: a.memberNo, member_id: a.email });
    expect(data.member.account.last_login_at).not.toBeNull();
    expect(data.member.account.dormant_at).toBeNull();
    expect(data.member.sessions).toMatchObject({ total: 1, live: 1 });
    expect(data.member.consents).toEqual([
      { name: 'privacy-policy', version: '2024-03-31', agreed_at: data.member.profile.reg_dt },
    ]);
    // loyalty service: both cards' stamps, the ticket, the receipts
    expect(data.loyalty.coupons.map((card) => card.id)).toEqual([a.card.id]);
    expect(data.loyalty.coupons[0].stamp_count).toBe(1);
    expect(data.loyalty.tickets.map((ticket) => ticket.id)).toEqual([a.ticketId]);
    expect(data.loyalty.ledger.map((entry) => entry.kind).sort()).toEqual(['stamp', 'stamp']);
    // push service: the broadcast received and the device, its token shortened
    expect(data.push.devices).toEqual([
      expect.objectContaining({ platform: 'android', token_preview: `${a.deviceToken.slice(0, 8)}…` }),
    ]);
    // store service: the store whose owner e-mail is the member's
    expect(data.store.owned_stores).toEqual([
      expect.objectContaining({ id: a.store.id, name: a.store.name, email: a.email }),
    ]);
  });

  it('holds nothing of another member’s', async () => {
    const data = await exportOf(a);
    const text = JSON.stringify(data);

    // (B's store names do show, in the automatic pushes every member receives about new stores.)
    for (const trace of [b.email, b.deviceToken.slice(0, 8)]) {
      expect(text).not.toContain(trace);
    }
    const memberNumbers = [
      ...data.loyalty.coupons.map((card) => card.user_id),
      ...data.loyalty.tickets.map((ticket) => ticket.user_id),
      ...data.loyalty.ledger.map((entry) => entry.user_id),
    ];
    expect(new Set(memberNumbers)).toEqual(new Set([a.memberNo]));
    expect(data.loyalty.coupons.map((card) => card.id)).not.toContain(b.card.id);
    expect(data.loyalty.tickets.map((ticket) => ticket.id)).not.toContain(b.ticketId);
    expect(data.store.owned_stores.map((store) => store.id)).not.toContain(b.store.id);
  });

  it('holds no password, hash, stamp password, session or whole push token', async () => {
    const text = JSON.stringify(await exportOf(a));

    expect(text).not.toMatch(/\$argon2/);
    expect(text).not.toContain(a.deviceToken);
    expect(text).not.toContain(a.store.password);
    expect(text).not.toMatch(/member_pass|owner_password|password_verifier|session_id|token_hash/);
  });

  it('answers another member 403, an administrator 403 and nobody 401', async () => {
    const path = `/api/v1/member/${String(b.memberNo)}/export`;

    const byOther = await sut.call<{ code: string }>('GET', path, { token: a.token });
    const byAdmin = await sut.call('GET', path, { token: admin });
    const anonymous = await sut.call('GET', path);
    const malformed = await sut.call('GET', '/api/v1/member/abc/export', { token: a.token });

    expect(byOther.status).toBe(403);
    expect(byOther.body.code).toBe('FORBIDDEN');
    expect(byAdmin.status).toBe(403);
    expect(anonymous.status).toBe(401);
    expect(malformed.status).toBe(400);
  });
});
