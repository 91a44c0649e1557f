import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import {
  ARGON2ID_HASH_PATTERN,
  StampResultView,
  StorePublicView,
  TicketUsedView,
  TicketView,
} from '@stamp/contracts';
import { testEnv } from '@stamp/testing';
import {
  NewRedemption,
  RedeemKeyClaimed,
  RedeemOutcome,
  TicketsRepository,
} from '../../apps/loyalty-service/src/tickets/tickets.repository';
import { claimedMeanwhile } from '../support/key-claims';
import { SignedUpMember, signUpMember } from '../support/members';
import { createCard, createMission } from '../support/missions';
import { CreatedStore, createStore } from '../support/stores';
import { ApiResponse, TestSystem, eventually, startTestSystem } from '../support/system';

interface Answer extends Partial<TicketUsedView> {
  message: string;
}

const DAY_MS = 86_400_000;

/**
 * `loyalty.redeem_ticket` (apps/loyalty-service/src/sql/redeem-ticket.sql) against real Postgres: the
 * statement the service sends, called as it sends it (TicketsRepository.redeem), and the route through the
 * gateway.
 */
describe('Redeeming a ticket in one statement (real Postgres and NATS)', () => {
  let sut: TestSystem;
  let admin: string;
  let db: Client;
  let repository: TicketsRepository;
  let memberCounter = 0;

  beforeAll(async () => {
    sut = await startTestSystem();
    admin = await sut.tokenFor({ kind: 'admin', adminId: 1, authority: 'super master' });
    db = new Client({ connectionString: testEnv.databaseUrl() });
    await db.connect();
    const loyalty = sut.services.find((service) => service.name === 'loyalty');
    if (!loyalty) {
      throw new Error('no loyalty service');
    }
    repository = loyalty.app.get(TicketsRepository);
  });

  afterAll(async () => {
    await db.end();
    await sut.close();
  });

  function signUp(): Promise<SignedUpMember> {
    memberCounter++;
    return signUpMember(sut, `redeemer${String(memberCounter)}`);
  }

  /** A store whose verifier the loyalty service has, and that verifier. */
  async function storeWithVerifier(): Promise<{ store: CreatedStore; verifier: string }> {
    const store = await createStore(sut, admin);
    const verifier = await eventually(async () => {
      const rows = await db.query<{ v: string | null }>(
        'SELECT stamp_password_verifier AS v FROM loyalty.store_snapshots WHERE id = $1',
        [store.id],
      );
      expect(rows.rows[0]?.v).toMatch(ARGON2ID_HASH_PATTERN);
      return rows.rows[0]?.v ?? '';
    });
    return { store, verifier };
  }

  /** A ticket of the member's at the store, as an administrator gives one (a store keeps one mission). */
  async function ticketOf(member: SignedUpMember, store: CreatedStore): Promise<number> {
    const granted = await sut.call<TicketView>('POST', '/api/v1/ticket/create', {
      token: admin,
      body: { user_id: member.memberNo, store_id: store.id },
    });
    expect(granted.status).toBe(201);
    return granted.body.id;
  }

  /** The ticket a member's card makes at the store: a one-stamp card, stamped. */
  async function stampedTicketOf(member: SignedUpMember, store: CreatedStore): Promise<number> {
    const mission = await createMission(sut, admin, store.id, { max_stamp_count: 1 });
    const card = await createCard(sut, member, mission.id);
    const stamped = await sut.call<StampResultView>('POST', `/api/v1/coupon/${String(card.id)}/add`, {
      token: member.token,
      body: { password: store.password },
    });
    const id = stamped.body.ticket?.id;
    if (!id) {
      throw new Error(`the stamp made no ticket: ${JSON.stringify(stamped.body)}`);
    }
    return id;
  }

  function statement(redemption: Partial<NewRedemption> & Pick<NewRedemption, 'ticketId' | 'memberNo'>) {
    return repository.redeem({
      verifiers: null,
      event: { id: randomUUID(), requestId: randomUUID(), traceParent: null },
      idempotency: null,
      ...redemption,
    });
  }

  function keyed(key: string, requestHash = 'a'.repeat(64)): NewRedemption['idempotency'] {
    return { key, requestHash, since: new Date(Date.now() - DAY_MS) };
  }

  function use(
    member: SignedUpMember,
    ticketId: number,
    password: string,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<Answer>> {
    return sut.call<Answer>('PUT', `/api/v1/ticket/use/ticket_id=${String(ticketId)}`, {
      token: member.token,
      body: { password },
      headers,
    });
  }

  async function isUsed(ticketId: number): Promise<boolean> {
    const rows = await db.query<{ is_used: boolean }>('SELECT is_used FROM loyalty.tickets WHERE id = $1', [
      ticketId,
    ]);
    return rows.rows[0]?.is_used ?? false;
  }

  async function receipts(ticketId: number): Promise<number> {
    const rows = await db.query(
      "SELECT 1 FROM loyalty.ledger_entries WHERE ticket_id = $1 AND kind = 'redemption'",
      [ticketId],
    );
    return rows.rowCount ?? 0;
  }

  async function events(ticketId: number): Promise<{ id: string; payload: unknown; request_id: string }[]> {
    const rows = await db.query<{ id: string; payload: unknown; request_id: string }>(
      `SELECT id, payload, request_id FROM loyalty.outbox
       WHERE subject = 'ticket.redeemed' AND (payload->>'ticket_id')::int = $1`,
      [ticketId],
    );
    return rows.rows;
  }

  it('uses the ticket, writes its receipt and ticket.redeemed in the same statement, and the store counts it', async () => {
    const { store, verifier } = await storeWithVerifier();
    const member = await signUp();
    const ticketId = await stampedTicketOf(member, store);
    const event = { id: randomUUID(), requestId: `req-${randomUUID()}`, traceParent: null };

    const outcome = await statement({
      ticketId,
      memberNo: member.memberNo,
      verifiers: [verifier],
      event,
    });

    expect(outcome.outcome).toBe('redeemed');
    const used = outcome.outcome === 'redeemed' ? outcome.used : null;
    expect(used?.ticket).toMatchObject({ id: ticketId, memberNo: member.memberNo, isUsed: true });
    expect(used?.store).toMatchObject({ id: store.id, stampPasswordVerifier: null, stampCodeSecret: null });
    const row = await db.query<{ used_at: Date }>('SELECT used_at FROM loyalty.tickets WHERE id = $1', [
      ticketId,
    ]);
    expect(row.rows[0]?.used_at).toEqual(used?.ticket.usedAt);
    const receipt = await db.query(
      "SELECT store_id, mission_id, coupon_id, request_id FROM loyalty.ledger_entries WHERE ticket_id = $1 AND kind = 'redemption'",
      [ticketId],
    );
    expect(used?.ticket.couponId).toEqual(expect.any(Number));
    expect(receipt.rows).toEqual([
      {
        store_id: store.id,
        mission_id: used?.ticket.missionId,
        coupon_id: used?.ticket.couponId,
        request_id: event.requestId,
      },
    ]);
    expect(await events(ticketId)).toEqual([
      {
        id: event.id,
        request_id: event.requestId,
        payload: {
          ticket_id: ticketId,
          store_id: store.id,
          memberNo: member.memberNo,
          redeemedAt: used?.ticket.usedAt?.toISOString(),
        },
      },
    ]);
    await eventually(async () => {
      const read = await sut.call<StorePublicView>('GET', `/api/v1/store/${String(store.id)}`);
      expect(read.body.redeemed).toBe(1);
    });
  });

  it('changes nothing and answers each refusal: unknown, used, another member’s, or a password it must check', async () => {
    const { store, verifier } = await storeWithVerifier();
    const member = await signUp();
    const other = await signUp();
    const ticketId = await ticketOf(member, store);
    const fresh = await ticketOf(member, store);

    expect(await statement({ ticketId: 999_999_999, memberNo: member.memberNo })).toEqual({
      outcome: 'not_found',
    });
    expect(await statement({ ticketId, memberNo: other.memberNo, verifiers: [verifier] })).toEqual({
      outcome: 'not_owner',
    });
    // A password the service has not matched, or matched to another verifier: the full checks answer.
    expect(await statement({ ticketId, memberNo: member.memberNo, verifiers: [] })).toEqual({
      outcome: 'check',
    });
    expect(await statement({ ticketId, memberNo: member.memberNo, verifiers: [`${verifier}x`] })).toEqual({
      outcome: 'check',
    });
    expect(await isUsed(ticketId)).toBe(false);

    expect((await statement({ ticketId, memberNo: member.memberNo })).outcome).toBe('redeemed');
    expect(await statement({ ticketId, memberNo: member.memberNo, verifiers: [verifier] })).toEqual({
      outcome: 'not_found',
    });
    // Ownership before use, as the full checks have it.
    expect(await statement({ ticketId, memberNo: other.memberNo })).toEqual({ outcome: 'not_owner' });
    expect([await receipts(ticketId), (await events(ticketId)).length]).toEqual([1, 1]);

    // Through the gateway: the contract's answers.
    const wrong = await use(member, fresh, 'not-it');
    const foreign = await use(other, fresh, store.password);
    const right = await use(member, fresh, store.password);
    const again = await use(member, fresh, store.password);
    const unknown = await use(member, 999_999_999, store.password);
    expect([wrong.status, wrong.body.message]).toEqual([400, 'Password is incorrect.']);
    expect(foreign.status).toBe(403);
    expect([right.status, right.body.message, right.body.ticket?.is_used]).toEqual([
      200,
      'Coupon used successfully.',
      true,
    ]);
    expect([again.status, again.body.message]).toEqual([404, 'No ticket found.']);
    expect([unknown.status, unknown.body.message]).toEqual([404, 'No ticket found.']);
  });

  it('looks at the lockout before the password: a locked member with the right password redeems nothing', async () => {
    const { store, verifier } = await storeWithVerifier();
    const member = await signUp();
    const ticketId = await ticketOf(member, store);
    // From an address of its own: the refusals spend that address's budget, not the other tests'.
    const headers = { 'x-forwarded-for': '198.51.100.71' };
    for (let i = 0; i < 5; i++) {
      expect((await use(member, ticketId, 'wrong', headers)).status).toBe(400);
    }

    const known = await statement({ ticketId, memberNo: member.memberNo, verifiers: [verifier] });
    const right = await use(member, ticketId, store.password, headers);

    expect(known).toEqual({ outcome: 'check' });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await isUsed(ticketId)).toBe(false);
  });

  it('makes exactly one redemption of a ticket redeemed by many at once, keyed or not', async () => {
    const { store, verifier } = await storeWithVerifier();
    const member = await signUp();
    const keyless = await ticketOf(member, store);
    const oneKey = await ticketOf(member, store);
    const throughGateway = await ticketOf(member, store);

    const racing = await Promise.all(
      Array.from({ length: 20 }, () =>
        statement({ ticketId: keyless, memberNo: member.memberNo, verifiers: [verifier] }),
      ),
    );
    expect(racing.filter((o) => o.outcome === 'redeemed')).toHaveLength(1);
    expect(racing.filter((o) => o.outcome === 'not_found')).toHaveLength(19);

    // Twenty requests with one key, each its own statement: one redemption, the rest replay or lose the race.
    const sameKey = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        statement({
          ticketId: oneKey,
          memberNo: member.memberNo,
          verifiers: [verifier],
          idempotency: keyed('race-1'),
        }),
      ),
    );
    const outcomes = sameKey.map((result) =>
      result.status === 'fulfilled' ? result.value.outcome : (result.reason as Error).constructor.name,
    );
    expect(outcomes.filter((outcome) => outcome === 'redeemed')).toHaveLength(1);
    expect(outcomes.filter((o) => !['redeemed', 'replay', 'RedeemKeyClaimed'].includes(o))).toEqual([]);

    // Through the gateway, each request with a key of its own: one 200, the others "No ticket found."
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        use(member, throughGateway, store.password, { 'idempotency-key': randomUUID() }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404, 404, 404, 404]);

    for (const ticketId of [keyless, oneKey, throughGateway]) {
      expect([await receipts(ticketId), (await events(ticketId)).length]).toEqual([1, 1]);
    }
  });

  it('claims the Idempotency-Key in the same statement: a replay, a conflict, a refusal kept', async () => {
    const { store, verifier } = await storeWithVerifier();
    const member = await signUp();
    const ticketId = await ticketOf(member, store);
    const send = (key: string, requestHash?: string, ticket = ticketId): Promise<RedeemOutcome> =>
      statement({
        ticketId: ticket,
        memberNo: member.memberNo,
        verifiers: [verifier],
        idempotency: keyed(key, requestHash),
      });

    const first = await send('k-1');
    const replay = await send('k-1');
    const conflict = await send('k-1', 'b'.repeat(64));
    expect(first.outcome).toBe('redeemed');
    expect(replay).toEqual({ outcome: 'replay', of: first });
    expect(conflict).toEqual({ outcome: 'conflict' });

    // A refusal is kept under its key too: the same request replays it, changing nothing.
    const used = await send('k-2');
    expect(used).toEqual({ outcome: 'not_found' });
    expect(await send('k-2')).toEqual({ outcome: 'replay', of: { outcome: 'not_found' } });
    // 'check' changes nothing, the key included: the full checks answer and keep their answer.
    const unknownPassword = await statement({
      ticketId,
      memberNo: member.memberNo,
      verifiers: [],
      idempotency: keyed('k-3'),
    });
    expect(unknownPassword).toEqual({ outcome: 'not_found' });
    const kept = await db.query<{ operation: string; response: unknown }>(
      "SELECT operation, response FROM loyalty.idempotency_keys WHERE user_id = $1 AND key IN ('k-1', 'k-2') ORDER BY key",
      [member.memberNo],
    );
    expect(kept.rows.map((row) => row.operation)).toEqual(['use-ticket', 'use-ticket']);
    expect([await receipts(ticketId), (await events(ticketId)).length]).toEqual([1, 1]);

    // A key another request committed while this redemption ran (racing requests meet that only by chance):
    // loyalty.keep_idempotent_answer refuses it by name, and the statement changes nothing.
    const unused = await ticketOf(member, store);
    const claimed = await claimedMeanwhile(
      db,
      { memberNo: member.memberNo, key: 'k-4', operation: 'use-ticket' },
      () => send('k-4', undefined, unused),
    );
    expect(claimed).toBeInstanceOf(RedeemKeyClaimed);
    expect([await isUsed(unused), await receipts(unused), (await events(unused)).length]).toEqual([
      false,
      0,
      0,
    ]);

    // Through the gateway: the same key and body replays byte for byte, another body is refused with 409.
    const fresh = await ticketOf(member, store);
    const tap = await use(member, fresh, store.password, { 'idempotency-key': 'tap-r' });
    const again = await use(member, fresh, store.password, { 'idempotency-key': 'tap-r' });
    const other = await use(member, fresh, 'other-password', { 'idempotency-key': 'tap-r' });
    expect(tap.status).toBe(200);
    expect(again.status).toBe(200);
    expect(JSON.stringify(again.body)).toBe(JSON.stringify(tap.body));
    expect(other.status).toBe(409);

    // A wrong password is kept for its key; the right one then redeems (and clears the wrong one).
    const later = await ticketOf(member, store);
    const wrong = await use(member, later, 'not-it', { 'idempotency-key': 'tap-w' });
    const wrongAgain = await use(member, later, 'not-it', { 'idempotency-key': 'tap-w' });
    const right = await use(member, later, store.password, { 'idempotency-key': 'tap-r2' });
    expect([wrong.status, wrongAgain.status, wrongAgain.body.message]).toEqual([
      400,
      400,
      'Password is incorrect.',
    ]);
    expect(right.status).toBe(200);
    const guard = await db.query<{ consecutive_failures: number }>(
      'SELECT consecutive_failures FROM loyalty.stamp_guards WHERE user_id = $1 AND store_id = $2',
      [member.memberNo, store.id],
    );
    expect(guard.rows).toEqual([{ consecutive_failures: 0 }]);
  });

  it('replays an answer the earlier path stored under a key (a WireReply)', async () => {
    const { store } = await storeWithVerifier();
    const member = await signUp();
    const ticketId = await ticketOf(member, store);
    const stored = { ok: true, data: { message: 'Coupon used successfully.', ticket: { id: ticketId } } };
    await db.query(
      `INSERT INTO loyalty.idempotency_keys (user_id, key, operation, request_hash, response, created_at)
       VALUES ($1, 'old-path', 'use-ticket', $2, $3, now())`,
      [member.memberNo, 'c'.repeat(64), JSON.stringify(stored)],
    );

    const replay = await statement({
      ticketId,
      memberNo: member.memberNo,
      idempotency: keyed('old-path', 'c'.repeat(64)),
    });

    expect(replay).toEqual({ outcome: 'replay', reply: stored });
    expect(await isUsed(ticketId)).toBe(false);
  });
});
