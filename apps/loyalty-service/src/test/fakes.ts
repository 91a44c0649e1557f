import { FAKE_TRANSACTION, FakeClock } from '@stamp/testing';
import { QueryFailedError } from 'typeorm';
import {
  StoreChangedPayload,
  StoreDeletedPayload,
  StoreSnapshot,
  addDays,
  daysInRange,
  missionDisplayStatus,
} from '@stamp/contracts';
import { TransactionScope } from '@stamp/server-kit/database';
import { CouponEntity } from '../coupons/coupon.entity';
import {
  CouponWithMission,
  NewStamp,
  StampOutcome,
  StampTarget,
  Stamped,
} from '../coupons/coupons.repository';
import { GuardState } from '../guessing/guard-row';
import { StoreFailures } from '../guessing/guessing.repository';
import { Streak } from '../guessing/guessing-policy';
import { IdempotencyRecord } from '../idempotency/idempotency.repository';
import { LedgerEntryEntity } from '../ledger/ledger-entry.entity';
import { DailyLedgerCounts, NewLedgerEntry, StoreDailyLedgerCounts } from '../ledger/ledger.repository';
import { LoyaltyServiceSettings } from '../loyalty-service.settings';
import { LoyaltyErrors } from '../loyalty.errors';
import { MissionEntity } from '../missions/mission.entity';
import { NewMission } from '../missions/missions.repository';
import { StoreDirectory } from '../stores/store-directory';
import { StoreSnapshotEntity } from '../stores/store-snapshot.entity';
import { TicketEntity } from '../tickets/ticket.entity';
import { NewRedemption, NewTicket, RedeemOutcome, TicketWithStore } from '../tickets/tickets.repository';

/** Fakes of the loyalty service's repositories and collaborators, for unit tests. */

/** What the pg driver raises on a unique index, wrapped as TypeORM wraps it. */
export function uniqueViolation(column: string, value: string): QueryFailedError {
  const driverError = Object.assign(new Error('duplicate key value violates unique constraint'), {
    code: '23505',
    detail: `Key (${column})=(${value}) already exists.`,
  });
  return new QueryFailedError('INSERT ...', [], driverError);
}

export function settings(overrides: Partial<LoyaltyServiceSettings> = {}): LoyaltyServiceSettings {
  return Object.assign(new LoyaltyServiceSettings(), overrides);
}

/** A card as the stamp statement answers it after a stamp (no ticket). */
export function stampedOf(card: CouponWithMission, ticket: TicketEntity | null = null): Stamped {
  return {
    ...card,
    stampCount: card.coupon.stampCount,
    maxStampCount: card.coupon.maxStampCount,
    updatedAt: card.coupon.updatedAt,
    ticket,
  };
}

/** 2026-03-10 10:00 in Manila. */
export const NOW = new Date('2026-03-10T02:00:00Z');

export { FAKE_TRANSACTION, FakeClock };

export const KAPE: StoreSnapshot = {
  id: 12,
  name: 'Kape ni Juan',
  region: 'National Capital Region (NCR)',
  province: 'Makati City',
  address: '123 Ayala Ave.',
  phone_number: '0281234567',
};

/** KAPE as store.created and store.updated announce it: with its stamp password's verifier. */
export function kapeWithVerifier(stampPasswordVerifier: string): StoreChangedPayload {
  return Object.assign(new StoreChangedPayload(), KAPE, { stampPasswordVerifier });
}

/** The store service as the loyalty service sees it: stores and their stamp passwords. */
export class FakeStoreDirectory implements StoreDirectory {
  readonly stores = new Map<number, StoreSnapshot>([[KAPE.id, KAPE]]);
  readonly passwords = new Map<number, string>([[KAPE.id, '4321']]);
  passwordChecks = 0;

  find(storeId: number): Promise<StoreSnapshot | null> {
    return Promise.resolve(this.stores.get(storeId) ?? null);
  }

  isStampPassword(storeId: number, password: string): Promise<boolean> {
    this.passwordChecks++;
    return Promise.resolve(this.passwords.get(storeId) === password);
  }
}

/** The store read model with the real one's rules: versions, tombstones that nothing brings back. */
export class FakeStoreSnapshotsRepository {
  /** Tombstones included. */
  readonly rows = new Map<number, StoreSnapshotEntity>();

  /** The snapshot as every read sees it: none for a deleted store. */
  live(id: number): StoreSnapshotEntity | null {
    const row = this.rows.get(id);
    return row?.deletedAt === null ? row : null;
  }

  upsert(store: StoreSnapshot, _tx?: TransactionScope): Promise<boolean> {
    const row = this.rows.get(store.id);
    if (row && row.deletedAt !== null) {
      return Promise.resolve(false);
    }
    this.write(store, row ?? { stampPasswordVerifier: null, stampCodeSecret: null }, row?.version ?? null);
    return Promise.resolve(true);
  }

  upsertChanged(store: StoreChangedPayload, _tx: TransactionScope): Promise<void> {
    const row = this.rows.get(store.id);
    const deleted = row !== undefined && row.deletedAt !== null;
    const older = row?.version != null && store.version !== undefined && store.version <= row.version;
    if (!deleted && !older) {
      const credential = {
        stampPasswordVerifier: store.stampPasswordVerifier ?? null,
        stampCodeSecret: store.stampCodeSecret ?? null,
      };
      this.write(store, credential, store.version ?? null);
    }
    return Promise.resolve();
  }

  markDeleted(store: StoreDeletedPayload, _tx: TransactionScope): Promise<void> {
    const row =
      this.rows.get(store.id) ??
      this.write(
        { id: store.id, name: store.name, region: '', province: '', address: '' },
        { stampPasswordVerifier: null, stampCodeSecret: null },
        null,
      );
    row.deletedAt ??= NOW;
    row.stampPasswordVerifier = null;
    row.stampCodeSecret = null;
    return Promise.resolve();
  }

  private write(
    store: StoreSnapshot,
    credential: Pick<StoreSnapshotEntity, 'stampPasswordVerifier' | 'stampCodeSecret'>,
    version: number | null,
  ): StoreSnapshotEntity {
    const row = Object.assign(new StoreSnapshotEntity(), {
      id: store.id,
      name: store.name,
      region: store.region,
      province: store.province,
      address: store.address,
      phoneNumber: store.phone_number ?? '',
      stampPasswordVerifier: credential.stampPasswordVerifier,
      stampCodeSecret: credential.stampCodeSecret,
      version,
      deletedAt: null,
      updatedAt: NOW,
    });
    this.rows.set(store.id, row);
    return row;
  }

  find(id: number, _tx?: TransactionScope): Promise<StoreSnapshotEntity | null> {
    return Promise.resolve(this.live(id));
  }
}

export function missionEntity(overrides: Partial<MissionEntity> = {}): MissionEntity {
  return Object.assign(new MissionEntity(), {
    id: 3,
    storeId: KAPE.id,
    name: 'Buy 5 coffees, get 1 free',
    startDate: '2026-03-01',
    expireDate: '2026-03-31',
    maxStampCount: 5,
    minStampIntervalMinutes: null,
    dailyStampLimit: null,
    status: 'ongoing',
    expiryAnnouncedAt: null,
    createdAt: new Date('2026-02-20T08:00:00Z'),
    updatedAt: new Date('2026-02-20T08:00:00Z'),
    version: 1,
    ...overrides,
  });
}

export class FakeMissionsRepository {
  readonly rows = new Map<number, MissionEntity>();
  saved = 0;
  private nextId = 100;

  constructor(...missions: MissionEntity[]) {
    for (const mission of missions) {
      this.rows.set(mission.id, mission);
    }
  }

  findById(id: number, _tx?: TransactionScope): Promise<MissionEntity | null> {
    const found = this.rows.get(id);
    return Promise.resolve(found ? Object.assign(new MissionEntity(), found) : null);
  }

  findByIdForUpdate(id: number, tx: TransactionScope): Promise<MissionEntity | null> {
    return this.findById(id, tx);
  }

  findByStore(storeId: number): Promise<MissionEntity | null> {
    return Promise.resolve([...this.rows.values()].find((m) => m.storeId === storeId) ?? null);
  }

  insert(mission: NewMission, _tx: TransactionScope): Promise<MissionEntity> {
    if ([...this.rows.values()].some((m) => m.storeId === mission.storeId)) {
      return Promise.reject(LoyaltyErrors.missionExists());
    }
    const created = missionEntity({
      ...mission,
      id: this.nextId++,
      createdAt: NOW,
      updatedAt: NOW,
      version: 1,
    });
    this.rows.set(created.id, created);
    return Promise.resolve(created);
  }

  /** As TypeORM's save: one version more, written back into the entity saved. */
  save(mission: MissionEntity, _tx: TransactionScope): Promise<MissionEntity> {
    this.saved++;
    mission.version += 1;
    this.rows.set(mission.id, Object.assign(new MissionEntity(), mission));
    return Promise.resolve(mission);
  }

  delete(id: number, _tx: TransactionScope): Promise<void> {
    this.rows.delete(id);
    return Promise.resolve();
  }

  deleteByStore(storeId: number, _tx: TransactionScope): Promise<void> {
    for (const mission of [...this.rows.values()].filter((m) => m.storeId === storeId)) {
      this.rows.delete(mission.id);
    }
    return Promise.resolve();
  }

  claimExpired(today: string, now: Date, _tx: TransactionScope): Promise<MissionEntity[]> {
    const expired = [...this.rows.values()].filter(
      (m) =>
        m.status === 'ongoing' && missionDisplayStatus(m, today) === 'ended' && m.expiryAnnouncedAt === null,
    );
    for (const mission of expired) {
      mission.expiryAnnouncedAt = now;
      mission.version += 1;
    }
    return Promise.resolve(expired);
  }
}

export class FakeCouponsRepository {
  readonly rows = new Map<number, CouponEntity>();
  private nextId = 500;

  constructor(
    private readonly missions: FakeMissionsRepository,
    private readonly stores: FakeStoreSnapshotsRepository,
    private readonly related: {
      guesses?: FakeGuessingRepository;
      ledger?: FakeLedgerRepository;
      tickets?: FakeTicketsRepository;
    } = {},
  ) {}

  card(memberNo: number, missionId: number, stampCount = 0, maxStampCount = 5): CouponEntity {
    const coupon = Object.assign(new CouponEntity(), {
      id: this.nextId++,
      memberNo,
      missionId,
      stampCount,
      maxStampCount,
      isUsed: false,
      createdAt: NOW,
      updatedAt: NOW,
    });
    this.rows.set(coupon.id, coupon);
    return coupon;
  }

  private with(coupon: CouponEntity | undefined): CouponWithMission | null {
    const mission = coupon ? this.missions.rows.get(coupon.missionId) : undefined;
    if (!coupon || !mission) {
      return null;
    }
    return {
      coupon: Object.assign(new CouponEntity(), coupon),
      mission,
      store: this.stores.live(mission.storeId),
    };
  }

  findById(id: number): Promise<CouponWithMission | null> {
    return Promise.resolve(this.with(this.rows.get(id)));
  }

  async findStampTarget(id: number): Promise<StampTarget | null> {
    const card = this.with(this.rows.get(id));
    if (!card) {
      return null;
    }
    const { memberNo, stampCount } = card.coupon;
    const guard = (await this.related.guesses?.findGuard(memberNo, card.mission.storeId)) ?? null;
    const stampedHere = (this.related.ledger?.entries ?? []).some(
      (entry) =>
        entry.kind === 'stamp' && entry.memberNo === memberNo && entry.storeId === card.mission.storeId,
    );
    return { card, guard, regular: stampCount > 0 || stampedHere };
  }

  /** Every call of the stamp statement, as sent. */
  readonly statements: NewStamp[] = [];

  /**
   * What the next calls of the stamp statement answer, in order. `loyalty.add_stamp` itself runs only on a
   * real Postgres (src/sql/add-stamp.sql, test/integration/add-stamp-function.integration-spec.ts); here a
   * test says what it answers. With nothing queued, a call without a checked password answers 'check' and a
   * checked one stamps the card once (no pacing, no ticket: a test that needs them queues them).
   */
  readonly answers: StampOutcome[] = [];

  stamp(stamp: NewStamp, _tx?: TransactionScope): Promise<StampOutcome> {
    this.statements.push(stamp);
    const queued = this.answers.shift();
    if (queued) {
      return Promise.resolve(queued);
    }
    const card = this.with(this.rows.get(stamp.couponId));
    if (stamp.verifiers !== null || !card) {
      return Promise.resolve({ outcome: 'check' });
    }
    card.coupon.stampCount++;
    return Promise.resolve({ outcome: 'stamped', stamped: stampedOf(card) });
  }

  findByMemberAndMission(memberNo: number, missionId: number): Promise<CouponWithMission | null> {
    const coupon = [...this.rows.values()].find((c) => c.memberNo === memberNo && c.missionId === missionId);
    return Promise.resolve(this.with(coupon));
  }

  listByMember(memberNo: number): Promise<CouponWithMission[]> {
    return Promise.resolve(
      [...this.rows.values()]
        .filter((c) => c.memberNo === memberNo)
        .map((c) => this.with(c))
        .filter((c): c is CouponWithMission => c !== null),
    );
  }

  insertIfAbsent(memberNo: number, missionId: number, maxStampCount: number): Promise<boolean> {
    if ([...this.rows.values()].some((c) => c.memberNo === memberNo && c.missionId === missionId)) {
      return Promise.resolve(false);
    }
    this.card(memberNo, missionId, 0, maxStampCount);
    return Promise.resolve(true);
  }

  delete(id: number, memberNo: number, _tx: TransactionScope): Promise<boolean> {
    const coupon = this.rows.get(id);
    if (coupon?.memberNo !== memberNo) {
      return Promise.resolve(false);
    }
    this.rows.delete(id);
    return Promise.resolve(true);
  }
}

export class FakeTicketsRepository {
  readonly rows = new Map<number, TicketEntity>();
  private nextId = 900;

  constructor(private readonly stores: FakeStoreSnapshotsRepository) {}

  insert(ticket: NewTicket, _tx: TransactionScope): Promise<TicketEntity> {
    if (ticket.couponId !== null && [...this.rows.values()].some((t) => t.couponId === ticket.couponId)) {
      return Promise.reject(uniqueViolation('coupon_id', String(ticket.couponId)));
    }
    const created = Object.assign(new TicketEntity(), {
      ...ticket,
      id: this.nextId++,
      isUsed: false,
      usedAt: null,
      createdAt: NOW,
    });
    this.rows.set(created.id, created);
    return Promise.resolve(created);
  }

  findById(id: number): Promise<TicketWithStore | null> {
    const ticket = this.rows.get(id);
    return Promise.resolve(
      ticket
        ? {
            ticket: Object.assign(new TicketEntity(), ticket),
            store: this.stores.live(ticket.storeId),
          }
        : null,
    );
  }

  /** Every call of the redeem statement, as sent. */
  readonly statements: NewRedemption[] = [];

  /**
   * What the next calls of the redeem statement answer, in order. `loyalty.redeem_ticket` itself runs only
   * on a real Postgres (src/sql/redeem-ticket.sql, test/integration/redeem-ticket.integration-spec.ts); here
   * a test says what it answers. With nothing queued, a call without a checked password answers 'check' and
   * a checked one marks the ticket used (a test that needs a refusal queues it).
   */
  readonly answers: RedeemOutcome[] = [];

  redeem(redemption: NewRedemption, _tx?: TransactionScope): Promise<RedeemOutcome> {
    this.statements.push(redemption);
    const queued = this.answers.shift();
    if (queued) {
      return Promise.resolve(queued);
    }
    const ticket = this.rows.get(redemption.ticketId);
    if (redemption.verifiers !== null) {
      return Promise.resolve({ outcome: 'check' });
    }
    if (!ticket) {
      return Promise.resolve({ outcome: 'not_found' });
    }
    Object.assign(ticket, { isUsed: true, usedAt: NOW });
    return Promise.resolve({
      outcome: 'redeemed',
      used: { ticket: Object.assign(new TicketEntity(), ticket), store: this.stores.live(ticket.storeId) },
    });
  }
}

/** One row per day of the range: the day of the month as stamps, no completed cards, one redemption. */
function fakeDays(from: string, to: string): DailyLedgerCounts[] {
  return Array.from({ length: daysInRange(from, to) }, (_, n) => {
    const date = addDays(from, n);
    return { date, stamps: Number(date.slice(8)), completedCards: 0, redemptions: 1 };
  });
}

export class FakeLedgerRepository {
  readonly entries: NewLedgerEntry[] = [];
  /** The ranges asked of dailyCounts: `from`, `to`, time zone. */
  readonly countedRanges: [string, string, string][] = [];
  readonly deletedCardsOf: ({ missionId: number } | { storeId: number })[] = [];

  append(entry: NewLedgerEntry, _tx: TransactionScope): Promise<void> {
    this.entries.push(entry);
    return Promise.resolve();
  }

  appendDeletedCards(
    where: { missionId: number } | { storeId: number },
    _requestId: string | null,
    _tx: TransactionScope,
  ): Promise<void> {
    this.deletedCardsOf.push(where);
    return Promise.resolve();
  }

  /** fakeDays of the range. */
  dailyCounts(from: string, to: string, timeZone: string): Promise<DailyLedgerCounts[]> {
    this.countedRanges.push([from, to, timeZone]);
    return Promise.resolve(fakeDays(from, to));
  }

  /** The ranges asked of storeDailyCounts: store, `from`, `to`, time zone. */
  readonly storeCountedRanges: [number, string, string, string][] = [];

  /** As dailyCounts, with the store's id as each day's new members. */
  storeDailyCounts(
    storeId: number,
    from: string,
    to: string,
    timeZone: string,
  ): Promise<StoreDailyLedgerCounts[]> {
    this.storeCountedRanges.push([storeId, from, to, timeZone]);
    return Promise.resolve(fakeDays(from, to).map((day) => ({ ...day, newMembers: storeId })));
  }

  listByMember(memberNo: number, limit: number): Promise<LedgerEntryEntity[]> {
    return Promise.resolve(
      this.entries
        .filter((e) => e.memberNo === memberNo)
        .slice(0, limit)
        .map((e, i) =>
          Object.assign(new LedgerEntryEntity(), {
            missionId: null,
            couponId: null,
            ticketId: null,
            stampCount: null,
            adminId: null,
            ...e,
            id: String(i + 1),
            occurredAt: NOW,
          }),
        ),
    );
  }
}

interface FakeGuard extends GuardState {
  lastFailureAt: Date | null;
}

export class FakeGuessingRepository {
  readonly guards = new Map<string, FakeGuard>();
  readonly failures: { memberNo: number; storeId: number; at: Date }[] = [];
  readonly alerts = new Map<number, Date>();

  private key(memberNo: number, storeId: number): string {
    return `${String(memberNo)}:${String(storeId)}`;
  }

  findGuard(memberNo: number, storeId: number): Promise<GuardState | null> {
    const guard = this.guards.get(this.key(memberNo, storeId));
    return Promise.resolve(guard ? { ...guard } : null);
  }

  recordFailure(
    failure: { memberNo: number; storeId: number; at: Date; requestId: string | null },
    forgetBefore: Date,
    _tx: TransactionScope,
  ): Promise<Streak> {
    const key = this.key(failure.memberNo, failure.storeId);
    const guard = this.guards.get(key) ?? {
      consecutiveFailures: 0,
      lockouts: 0,
      lockedUntil: null,
      lastFailureAt: null,
    };
    if (guard.lastFailureAt === null || guard.lastFailureAt < forgetBefore) {
      guard.consecutiveFailures = 0;
      guard.lockouts = 0;
    }
    guard.consecutiveFailures++;
    guard.lastFailureAt = failure.at;
    this.guards.set(key, guard);
    this.failures.push({ memberNo: failure.memberNo, storeId: failure.storeId, at: failure.at });
    return Promise.resolve({ consecutiveFailures: guard.consecutiveFailures, lockouts: guard.lockouts });
  }

  lock(memberNo: number, storeId: number, until: Date, _tx: TransactionScope): Promise<void> {
    const guard = this.guards.get(this.key(memberNo, storeId));
    if (guard) {
      const lockedUntil = guard.lockedUntil && guard.lockedUntil > until ? guard.lockedUntil : until;
      Object.assign(guard, { lockedUntil, lockouts: guard.lockouts + 1, consecutiveFailures: 0 });
    }
    return Promise.resolve();
  }

  clear(memberNo: number, storeId: number, _tx: TransactionScope): Promise<void> {
    const guard = this.guards.get(this.key(memberNo, storeId));
    if (guard) {
      Object.assign(guard, { consecutiveFailures: 0, lockouts: 0, lockedUntil: null });
    }
    return Promise.resolve();
  }

  storeFailures(storeId: number, since: Date, _tx: TransactionScope): Promise<StoreFailures> {
    const recent = this.failures.filter((f) => f.storeId === storeId && f.at > since);
    return Promise.resolve({ failures: recent.length, members: new Set(recent.map((f) => f.memberNo)).size });
  }

  ceilingReachedAt(storeId: number, windowStart: Date, ceiling: number): Promise<Date | null> {
    const recent = this.failures
      .filter((f) => f.storeId === storeId && f.at > windowStart)
      .map((f) => f.at)
      .sort((a, b) => b.getTime() - a.getTime());
    return Promise.resolve(recent.at(ceiling - 1) ?? null);
  }

  claimAlert(storeId: number, now: Date, windowStart: Date, _tx: TransactionScope): Promise<boolean> {
    const last = this.alerts.get(storeId);
    if (last && last > windowStart) {
      return Promise.resolve(false);
    }
    this.alerts.set(storeId, now);
    return Promise.resolve(true);
  }
}

export class FakeIdempotencyRepository {
  readonly records = new Map<string, IdempotencyRecord>();

  private key(memberNo: number, key: string): string {
    return `${String(memberNo)}:${key}`;
  }

  find(memberNo: number, key: string, notBefore: Date): Promise<IdempotencyRecord | null> {
    const record = this.records.get(this.key(memberNo, key));
    return Promise.resolve(record && record.createdAt >= notBefore ? record : null);
  }

  saveIfAbsent(record: IdempotencyRecord, staleBefore: Date): Promise<boolean> {
    const existing = this.records.get(this.key(record.memberNo, record.key));
    if (existing && existing.createdAt >= staleBefore) {
      return Promise.resolve(false);
    }
    this.records.set(
      this.key(record.memberNo, record.key),
      JSON.parse(JSON.stringify(record)) as IdempotencyRecord,
    );
    const saved = this.records.get(this.key(record.memberNo, record.key));
    if (saved) {
      saved.createdAt = record.createdAt;
    }
    return Promise.resolve(true);
  }
}
