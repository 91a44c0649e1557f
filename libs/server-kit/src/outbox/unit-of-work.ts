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
          const trace = requestContext.trace();
          await manager.insert(OutboxEntry, {
            id: randomUUID(),
            subject: def.subject,
            payload,
            requestId: requestContext.requestId() ?? null,
            traceParent: trace ? formatTraceparent(trace) : null,
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
}
