import { EntityManager } from 'typeorm';
import { DomainError, SESSION_LIFETIME_MS, SessionKind, StartedSession } from '@stamp/contracts';
import { transactionScope } from '@stamp/server-kit/database';
import { EventOrigin, Transaction } from '@stamp/server-kit/outbox';
import { Clock } from '@stamp/server-kit/time';

/** A transaction scope for unit tests: fake repositories take it and never open it. */
export const FAKE_TRANSACTION = transactionScope({} as EntityManager);

/** A Clock for unit tests: time stands still until a test moves it (or the code under test sleeps). */
export class FakeClock implements Clock {
  readonly sleeps: number[] = [];

  constructor(public current: Date) {}

  now(): Date {
    return new Date(this.current.getTime());
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }

  sleep(ms: number): Promise<void> {
    this.sleeps.push(ms);
    this.advance(ms);
    return Promise.resolve();
  }
}

export interface RecordedEvent {
  subject: string;
  payload: unknown;
}

/**
 * A UnitOfWork for unit tests: runs the work with a fake transaction; its events count as emitted only
 * if the work succeeds (as they would only be published after a commit).
 */
export class FakeUnitOfWork {
  readonly events: RecordedEvent[] = [];
  transactions = 0;

  async run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    this.transactions++;
    const pending: RecordedEvent[] = [];
    const result = await work({
      ...FAKE_TRANSACTION,
      emit: (def: { subject: string }, payload: unknown) => {
        pending.push({ subject: def.subject, payload });
        return Promise.resolve();
      },
    });
    this.events.push(...pending);
    return result;
  }

  /** The origins handed out for events a statement records itself, in order. */
  readonly origins: EventOrigin[] = [];
  /** How often the relay was woken for such events. */
  recordedKicks = 0;

  eventOrigin(): EventOrigin {
    const origin = {
      id: `e0000000-0000-4000-8000-${String(this.origins.length + 1).padStart(12, '0')}`,
      requestId: null,
      traceParent: null,
    };
    this.origins.push(origin);
    return origin;
  }

  recorded(): void {
    this.recordedKicks++;
  }
}

/** The DomainError the promise rejected with (the test fails if it resolved or threw something else). */
export async function domainErrorOf(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

/** The sessions a service keeps, in memory: what a unit test started and kept. */
export class FakeSessionsRepository {
  readonly started: { kind: SessionKind; principalId: number; sessionId: string }[] = [];
  readonly kept: string[] = [];

  start(kind: SessionKind, principalId: number, now: Date): Promise<StartedSession> {
    const sessionId = `5e55a0a0-0000-4000-8000-${String(this.started.length + 1).padStart(12, '0')}`;
    this.started.push({ kind, principalId, sessionId });
    return Promise.resolve({
      session_id: sessionId,
      expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS[kind]).toISOString(),
    });
  }

  keep(sessionId: string): Promise<void> {
    this.kept.push(sessionId);
    return Promise.resolve();
  }
}
