import { LoyaltyErrorCode } from '@stamp/contracts';
import { MessageBus } from '@stamp/server-kit/bus';
import { UnitOfWork } from '@stamp/server-kit/outbox';
import { hashPassword } from '@stamp/server-kit/security';
import { FakeUnitOfWork, domainErrorOf } from '@stamp/testing';
import { GuessingRepository } from '../guessing/guessing.repository';
import { PasswordGuard } from '../guessing/password-guard';
import { IdempotencyRepository } from '../idempotency/idempotency.repository';
import { IdempotencyService } from '../idempotency/idempotency.service';
import { LedgerRepository } from '../ledger/ledger.repository';
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
import { TicketsRepository } from './tickets.repository';
import { TicketsService } from './tickets.service';

const RIGHT = '4321';

describe(TicketsService.name, () => {
  let tickets: FakeTicketsRepository;
  let ledger: FakeLedgerRepository;
  let unitOfWork: FakeUnitOfWork;
  let stores: FakeStoreSnapshotsRepository;
  let directory: FakeStoreDirectory;
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
    sut = new TicketsService(
      tickets as unknown as TicketsRepository,
      ledger as unknown as LedgerRepository,
      stores as unknown as StoreSnapshotsRepository,
      new PasswordGuard(
        new FakeGuessingRepository() as unknown as GuessingRepository,
        stores as unknown as StoreSnapshotsRepository,
        new StampPasswordChecker(directory, clock, settings()),
        uow,
        clock,
        settings(),
      ),
      new IdempotencyService(new FakeIdempotencyRepository() as unknown as IdempotencyRepository, clock),
      uow,
      directory,
      {} as MessageBus,
      clock,
    );
    ticketId = (
      await tickets.insert({ memberNo: 7, storeId: KAPE.id, missionId: 3, couponId: 81 }, FAKE_TRANSACTION)
    ).id;
  });

  it('redeems the ticket once and announces ticket.redeemed for the store to count', async () => {
    const result = await sut.use({ memberNo: 7, ticketId, password: RIGHT });

    expect(result).toMatchObject({
      message: 'Coupon used successfully.',
      ticket: { id: ticketId, is_used: true },
    });
    expect(unitOfWork.events).toEqual([
      {
        subject: 'ticket.redeemed',
        payload: { ticket_id: ticketId, store_id: KAPE.id, memberNo: 7, redeemedAt: NOW.toISOString() },
      },
    ]);
    expect(ledger.entries).toEqual([expect.objectContaining({ kind: 'redemption', ticketId })]);
  });

  it("answers a used ticket with 'No ticket found.'", async () => {
    await sut.use({ memberNo: 7, ticketId, password: RIGHT });

    const again = await domainErrorOf(sut.use({ memberNo: 7, ticketId, password: RIGHT }));

    expect(again.code).toBe(LoyaltyErrorCode.TicketNotFound);
    expect(again.message).toBe('No ticket found.');
    expect(unitOfWork.events).toHaveLength(1);
  });

  it('replays the first answer to a retry with the same Idempotency-Key instead of "No ticket found."', async () => {
    const request = { memberNo: 7, ticketId, password: RIGHT, idempotencyKey: 'redeem-1' };

    const first = await sut.use(request);

    await expect(sut.use(request)).resolves.toEqual(first);
    expect(unitOfWork.events).toHaveLength(1);
  });

  it('refuses a wrong password, leaving the ticket usable', async () => {
    const error = await domainErrorOf(sut.use({ memberNo: 7, ticketId, password: 'nope' }));

    expect(error.code).toBe(LoyaltyErrorCode.WrongPassword);
    expect(tickets.rows.get(ticketId)?.isUsed).toBe(false);
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

  it("refuses another member's ticket with NotOwner", async () => {
    expect((await domainErrorOf(sut.use({ memberNo: 8, ticketId, password: RIGHT }))).code).toBe(
      LoyaltyErrorCode.NotOwner,
    );
    expect((await domainErrorOf(sut.get(8, ticketId))).code).toBe(LoyaltyErrorCode.NotOwner);
  });
});
