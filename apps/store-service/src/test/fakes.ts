import { TransactionScope } from '@stamp/server-kit/database';
import { StampGuessingAlertEntity } from '../guessing-alerts/stamp-guessing-alert.entity';
import {
  ClaimedAlertMail,
  NewGuessingAlert,
  GuessingAlertsRepository,
  OpenAlertsOfStore,
} from '../guessing-alerts/guessing-alerts.repository';

type AlertedStore = ClaimedAlertMail['store'];

/** Fakes of the store service's repositories, for unit tests. */

export function guessingAlert(fields: Partial<StampGuessingAlertEntity> = {}): StampGuessingAlertEntity {
  return Object.assign(new StampGuessingAlertEntity(), {
    id: 1,
    storeId: 12,
    detectedAt: new Date('2026-11-22T08:05:00Z'),
    failures: 30,
    members: 7,
    windowSeconds: 900,
    resolvedAt: null,
    mailedAt: null,
    mailAttempts: 0,
    mailNotBefore: null,
    ...fields,
  });
}

/**
 * The stamp_guessing_alerts table in memory, with its unique (store, detected at), its cascade from the
 * stores (`stores`: the stores that exist) and the claim's rules.
 */
export class FakeGuessingAlertsRepository implements Pick<
  GuessingAlertsRepository,
  keyof GuessingAlertsRepository
> {
  readonly rows: StampGuessingAlertEntity[] = [];
  readonly stores = new Map<number, AlertedStore>();
  private nextId = 1;

  constructor(...stores: AlertedStore[]) {
    for (const store of stores) {
      this.stores.set(store.id, store);
    }
  }

  add(fields: Partial<StampGuessingAlertEntity> = {}): StampGuessingAlertEntity {
    const row = guessingAlert({ id: this.nextId++, ...fields });
    this.rows.push(row);
    return row;
  }

  record(alert: NewGuessingAlert, _tx: TransactionScope): Promise<boolean> {
    const duplicate = this.rows.some(
      (row) => row.storeId === alert.storeId && row.detectedAt.getTime() === alert.detectedAt.getTime(),
    );
    if (!this.stores.has(alert.storeId) || duplicate) {
      return Promise.resolve(false);
    }
    this.add({ ...alert, mailAttempts: 0, mailedAt: null, mailNotBefore: null, resolvedAt: null });
    return Promise.resolve(true);
  }

  latestOpenOf(storeIds: number[]): Promise<Map<number, StampGuessingAlertEntity>> {
    const latest = new Map<number, StampGuessingAlertEntity>();
    for (const row of this.rows.filter((r) => r.resolvedAt === null && storeIds.includes(r.storeId))) {
      const known = latest.get(row.storeId);
      if (!known || known.detectedAt < row.detectedAt) {
        latest.set(row.storeId, row);
      }
    }
    return Promise.resolve(latest);
  }

  /** As the query: per store with open alerts, the latest one and the count and sum; the code is `C<id>`. */
  openByStore(limit: number, storeId?: number): Promise<OpenAlertsOfStore[]> {
    const byStore = new Map<number, StampGuessingAlertEntity[]>();
    const open = this.rows.filter(
      (r) =>
        r.resolvedAt === null &&
        this.stores.has(r.storeId) &&
        (storeId === undefined || r.storeId === storeId),
    );
    for (const row of open) {
      byStore.set(row.storeId, [...(byStore.get(row.storeId) ?? []), row]);
    }
    const stores = [...byStore].map(([storeId, rows]): OpenAlertsOfStore => {
      const sorted = [...rows].sort((a, b) => b.detectedAt.getTime() - a.detectedAt.getTime());
      const latest = sorted[0] ?? guessingAlert();
      return {
        storeId,
        storeName: this.stores.get(storeId)?.name ?? '',
        storeCode: `C${String(storeId)}`,
        detectedAt: latest.detectedAt,
        firstDetectedAt: sorted[sorted.length - 1]?.detectedAt ?? latest.detectedAt,
        failures: latest.failures,
        members: latest.members,
        windowSeconds: latest.windowSeconds,
        alerts: rows.length,
        totalFailures: rows.reduce((sum, row) => sum + row.failures, 0),
      };
    });
    stores.sort((a, b) => b.detectedAt.getTime() - a.detectedAt.getTime() || a.storeId - b.storeId);
    return Promise.resolve(stores.slice(0, limit));
  }

  resolveOpen(storeId: number, at: Date, _tx: TransactionScope): Promise<void> {
    for (const row of this.rows.filter((r) => r.storeId === storeId && r.resolvedAt === null)) {
      row.resolvedAt = at;
    }
    return Promise.resolve();
  }

  claimNextMail(now: Date, claimedUntil: Date, maxAttempts: number): Promise<ClaimedAlertMail | null> {
    const row = this.rows
      .filter((r) => r.mailedAt === null && r.resolvedAt === null && r.mailAttempts < maxAttempts)
      .filter((r) => r.mailNotBefore === null || r.mailNotBefore <= now)
      .sort((a, b) => a.id - b.id)
      .at(0);
    const store = row && this.stores.get(row.storeId);
    if (!row || !store) {
      return Promise.resolve(null);
    }
    row.mailAttempts++;
    row.mailNotBefore = claimedUntil;
    return Promise.resolve({ alert: Object.assign(new StampGuessingAlertEntity(), row), store });
  }

  markMailed(id: number, at: Date): Promise<void> {
    const row = this.rows.find((r) => r.id === id);
    if (row) {
      row.mailedAt = at;
      row.mailNotBefore = null;
    }
    return Promise.resolve();
  }

  retryMailAt(id: number, notBefore: Date): Promise<void> {
    const row = this.rows.find((r) => r.id === id && r.mailedAt === null);
    if (row) {
      row.mailNotBefore = notBefore;
    }
    return Promise.resolve();
  }
}

/** A logger whose every line is a jest mock call, for tests that read what was logged. */
export function spyLogger(): { info: jest.Mock; warn: jest.Mock; error: jest.Mock; debug: jest.Mock } {
  return { info: jest.fn(), warn: jest.fn(), error: jest.fn(), debug: jest.fn() };
}
