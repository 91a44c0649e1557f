import { DataSource } from 'typeorm';
import { EventEnvelope } from '@stamp/contracts';
import { ProcessedEvent } from '../database/messaging.entities';
import { TransactionScope, transactionScope } from '../database/transaction-scope';

/**
 * Applies each event at most once per consumer: the event id is recorded in the same transaction as
 * the effect, so a redelivered event finds its id and changes nothing.
 */
export class EventInbox {
  constructor(private readonly dataSource: DataSource) {}

  /** Returns false when the event had already been processed by this consumer. */
  async processOnce(
    consumer: string,
    envelope: EventEnvelope,
    apply: (tx: TransactionScope) => Promise<void>,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .insert()
        .into(ProcessedEvent)
        .values({ consumer, eventId: envelope.id })
        .orIgnore()
        .returning(['event_id'])
        .execute();
      if ((result.raw as unknown[]).length === 0) {
        return false;
      }
      await apply(transactionScope(manager));
      return true;
    });
  }
}
