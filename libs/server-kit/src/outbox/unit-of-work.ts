import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { EventDef, PayloadOf } from '@stamp/contracts';
import { OutboxEntry } from '../database/messaging.entities';
import { TransactionScope, transactionScope } from '../database/transaction-scope';
import { requestContext } from '../logging/request-context';
import { formatTraceparent } from '../tracing/trace-context';

/** A transaction of the unit of work: repositories run in it, and it records events in the outbox. */
export interface Transaction extends TransactionScope {
  /** Records an event in the outbox, in this transaction: it is published only if the transaction commits. */
  emit<D extends EventDef<object>>(def: D, payload: PayloadOf<D>): Promise<void>;
}

/**
 * The outbox columns of an event besides its subject and payload: its id (the bus's dedup id) and the
 * request's id and trace, which consumers continue.
 */
export interface EventOrigin {
  id: string;
  requestId: string | null;
  traceParent: string | null;
}

export interface RelayKicker {
  kick(): void;
}

/** A database transaction that can announce events through the outbox. */
export class UnitOfWork {
  constructor(
    private readonly dataSource: DataSource,
    private readonly relay: RelayKicker,
  ) {}

  async run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    let emittedEvents = 0;
    const result = await this.dataSource.transaction(async (manager) =>
      work({
        ...transactionScope(manager),
        emit: async (def, payload) => {
          emittedEvents++;
          await manager.insert(OutboxEntry, {
            ...this.eventOrigin(),
            subject: def.subject,
            payload,
            occurredAt: new Date(),
          });
        },
      }),
    );
    if (emittedEvents > 0) {
      this.relay.kick();
    }
    return result;
  }

  /** A new event's origin, for a statement that records the event in the outbox itself (a SQL function). */
  eventOrigin(): EventOrigin {
    const trace = requestContext.trace();
    return {
      id: randomUUID(),
      requestId: requestContext.requestId() ?? null,
      traceParent: trace ? formatTraceparent(trace) : null,
    };
  }

  /** An event was recorded in the outbox by a statement of its own, now committed: publish it soon. */
  recorded(): void {
    this.relay.kick();
  }
}
