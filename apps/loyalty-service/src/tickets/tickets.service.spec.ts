import { LoyaltyErrorCode, TicketUsedView } from '@stamp/contracts';
import { MessageBus } from '@stamp/server-kit/bus';
import { UnitOfWork } from '@stamp/server-kit/outbox';
import { hashPassword } from '@stamp/server-kit/security';
import { FakeUnitOfWork, domainErrorOf } from '@stamp/testing';
import { GuessingRepository } from '../guessing/guessing.repository';
import { PasswordGuard } from '../guessing/password-guard';
import { IdempotencyRepository } from '../idempotency/idempotency.repository';
import { IdempotencyService } from '../idempotency/idempotency.service';
import { LedgerRepository } from '../ledger/ledger.repository';
import { LoyaltyErrors } from '../loyalty.errors';
import { StampPasswordChecker } from '../stores/stamp-password-checker';
import { StoreSnapshotsRepository } from '../stores/store-snapshots.repository';
import {
  FakeClock,
  FakeGuessingRepository,
  FakeIdempotencyRepository,
  FakeLedgerRepository,
  FakeStoreDirectory,
  FakeStoreSnapshotsRepository,
  FakeTicketsRepository,
  KAPE,
  kapeWithVerifier,
  FAKE_TRANSACTION,
  NOW,
  settings,
} from '../test/fakes';
import { RedeemKeyClaimed, TicketsRepository } from './tickets.repository';
import { TicketsService } from './tickets.service';

const RIGHT = '4321';

/** A used ticket as `loyalty.redeem_ticket` answers it, without its store. */
const TICKET_JSON = {
  user_id: 7,
  store_id: KAPE.id,
  mission_id: 3,
  coupon_id: 81,
  is_used: true,
  used_at: NOW.toISOString(),
  created_at: NOW.toISOString(),
  s_id: null,
  s_name: null,
  s_region: null,
  s_province: null,
  s_address: null,
  s_phone_number: null,
};

describe(TicketsService.name, () => {
  let tickets: FakeTicketsRepository;
  let ledger: FakeLedgerRepository;
  let unitOfWork: FakeUnitOfWork;
  let stores: FakeStoreSnapshotsRepository;
  let directory: FakeStoreDirectory;
  let idempotency: FakeIdempotencyRepository;
  let passwords: StampPasswordChecker;
  let sut: TicketsService;
  let ticketId: number;

  beforeEach(async () => {
    stores = new FakeStoreSnapshotsRepository();
    await stores.upsert(KAPE);
    tickets = new FakeTicketsRepository(stores);
    ledger = new FakeLedgerRepository();
    unitOfWork = new FakeUnitOfWork();
    const clock = new FakeClock(NOW);
    directory = new FakeStoreDirectory();
    const uow = unitOfWork as unknown as UnitOfWork;
    idempotency = new FakeIdempotencyRepository();
    passwords = new StampPasswordChecker(directory, clock, settings());
    sut = new TicketsService(
      tickets as unknown as TicketsRepository,
      ledger as unknown as LedgerRepository,
      stores as unknown as StoreSnapshotsRepository,
      new PasswordGuard(
        new FakeGuessingRepository() as unknown as GuessingRepository,
        stores as unknown as StoreSnapshotsRepository,
        passwords,
        uow,
        clock,
        settings(),
      ),
      passwords,
      new IdempotencyService(idempotency as unknown as IdempotencyRepository, clock),
      uow,
      directory,
      {} as MessageBus,
    );
    ticketId = (
      await tickets.insert({ memberNo: 7, storeId: KAPE.id, missionId: 3, couponId: 81 }, FAKE_TRANSACTION)
    ).id;
  });

  it('checks the password the statement does not know, then redeems with it checked, and wakes the relay', async () => {
    const result = await sut.use({ memberNo: 7, ticketId, password: RIGHT });

    expect(result).toMatchObject({
      message: 'Coupon used successfully.',
      ticket: { id: ticketId, is_used: true, usedAt: NOW.toISOString() },
    });
    expect(tickets.statements.map((s) => s.verifiers)).toEqual([[], null]);
    // One event origin for both calls: the receipt and ticket.redeemed carry the request's id and trace.
    expect(tickets.statements[1]?.event).toBe(unitOfWork.origins[0]);
    expect(unitOfWork.origins).toHaveLength(1);
    expect(unitOfWork.recordedKicks).toBe(1);
    expect(directory.passwordChecks).toBe(1);
  });

  it('answers each refusal of the statement with the code and words of the contract', async () => {
    tickets.answers.push({ outcome: 'not_found' }, { outcome: 'not_owner' }, { outcome: 'conflict' });

    const used = await domainErrorOf(sut.use({ memberNo: 7, ticketId, password: RIGHT }));
    const foreign = await domainErrorOf(sut.use({ memberNo: 7, ticketId, password: RIGHT }));
    const conflict = await domainErrorOf(sut.use({ memberNo: 7, ticketId, password: RIGHT }));

    expect([used.code, used.message]).toEqual([LoyaltyErrorCode.TicketNotFound, 'No ticket found.']);
    expect([foreign.code, foreign.message]).toEqual([
      LoyaltyErrorCode.NotOwner,
      'This ticket belongs to another member.',
    ]);
    expect(conflict.code).toBe(LoyaltyErrorCode.IdempotencyConflict);
    expect(unitOfWork.recordedKicks).toBe(0);
  });

  it('sends the Idempotency-Key to the statement and answers its replay as the first answer', async () => {
    const request = { memberNo: 7, ticketId, password: RIGHT, idempotencyKey: 'redeem-1' };
    const first = await sut.use(request);
    const firstCall = tickets.statements[1];
    const used = await tickets.findById(ticketId);
    if (!used) {
      throw new Error('the ticket is gone');
    }
    tickets.answers.push({ outcome: 'replay', of: { outcome: 'redeemed', used } });

    const again = await sut.use(request);

    expect(firstCall.idempotency).toMatchObject({ key: 'redeem-1' });
    expect(again).toEqual(first);
    expect(unitOfWork.recordedKicks).toBe(1);
  });

  it('replays a WireReply stored under the key (a refusal kept by the service, or an answer of the old path)', async () => {
    const answer: TicketUsedView = { message: 'Coupon used successfully.', ticket: {} as never };
    tickets.answers.push(
      { outcome: 'replay', reply: { ok: true, data: answer } },
      { outcome: 'replay', reply: { ok: false, error: LoyaltyErrors.wrongPassword().toWire() } },
    );

    await expect(sut.use({ memberNo: 7, ticketId, password: RIGHT })).resolves.toEqual(answer);
    expect((await domainErrorOf(sut.use({ memberNo: 7, ticketId, password: RIGHT }))).code).toBe(
      LoyaltyErrorCode.WrongPassword,
    );
  });

  it("gives a request that lost its key's race the answer of the one that won", async () => {
    const request = { memberNo: 7, ticketId, password: RIGHT, idempotencyKey: 'redeem-2' };
    const winner = await sut.use({ ...request, idempotencyKey: 'redeem-w' });
    // The winner's statement stored its answer under the key and committed while the loser's ran.
    const keys = new IdempotencyService(idempotency as unknown as IdempotencyRepository, new FakeClock(NOW));
    const claim = keys.keyOf({
      memberNo: 7,
      key: 'redeem-2',
      operation: 'use-ticket',
      fingerprint: [ticketId, RIGHT],
    });
    await idempotency.saveIfAbsent(
      {
        memberNo: 7,
        key: 'redeem-2',
        operation: 'use-ticket',
        requestHash: claim.requestHash,
        response: { outcome: 'redeemed', ticket: { ...TICKET_JSON, id: ticketId } },
        createdAt: NOW,
      },
      new Date(0),
    );
    jest.spyOn(tickets, 'redeem').mockRejectedValueOnce(new RedeemKeyClaimed());

    const loser = await sut.use(request);

    expect(loser).toEqual({
      message: winner.message,
      ticket: Object.assign({}, winner.ticket, { Store: null }),
    });
  });

  it('refuses a wrong password, leaving the ticket usable, and keeps the refusal for the key', async () => {
    const request = { memberNo: 7, ticketId, password: 'nope', idempotencyKey: 'wrong-1' };
    const error = await domainErrorOf(sut.use(request));

    expect(error.code).toBe(LoyaltyErrorCode.WrongPassword);
    expect(tickets.rows.get(ticketId)?.isUsed).toBe(false);
    expect(tickets.statements.map((s) => s.verifiers)).toEqual([[]]);
    expect(idempotency.records.get('7:wrong-1')?.response).toMatchObject({ ok: false });
  });

  it("checks the password against the store's verifier in the read model, never asking the store service", async () => {
    await stores.upsertChanged(kapeWithVerifier(await hashPassword(RIGHT)), FAKE_TRANSACTION);

    const wrong = await domainErrorOf(sut.use({ memberNo: 7, ticketId, password: 'nope' }));
    const used = await sut.use({ memberNo: 7, ticketId, password: RIGHT });

    expect(wrong.code).toBe(LoyaltyErrorCode.WrongPassword);
    expect(used.ticket.is_used).toBe(true);
    expect(JSON.stringify(used)).not.toContain('argon2');
    expect(directory.passwordChecks).toBe(0);
  });

  it("refuses another member's ticket with NotOwner in the full checks too, before the password", async () => {
    expect((await domainErrorOf(sut.use({ memberNo: 8, ticketId, password: RIGHT }))).code).toBe(
      LoyaltyErrorCode.NotOwner,
    );
    expect(directory.passwordChecks).toBe(0);
    expect((await domainErrorOf(sut.get(8, ticketId))).code).toBe(LoyaltyErrorCode.NotOwner);
  });
});
