import { Injectable } from '@nestjs/common';
import { StoreChangedPayload, StoreDeletedPayload } from '@stamp/contracts';
import { requestContext } from '@stamp/server-kit/logging';
import { EventContext } from '@stamp/server-kit/service';
import { ticketDeletedEntry } from '../ledger/ledger-entries';
import { LedgerRepository } from '../ledger/ledger.repository';
import { MissionsRepository } from '../missions/missions.repository';
import { TicketsRepository } from '../tickets/tickets.repository';
import { StoreSnapshotsRepository } from './store-snapshots.repository';

/**
 * Follows the store service's events: keeps the stores' names and places and their stamp passwords' verifiers
 * (an older version arriving late changes nothing), and cleans up after a deletion.
 */
@Injectable()
export class StoreEventsService {
  constructor(
    private readonly stores: StoreSnapshotsRepository,
    private readonly missions: MissionsRepository,
    private readonly tickets: TicketsRepository,
    private readonly ledger: LedgerRepository,
  ) {}

  async onStoreChanged(store: StoreChangedPayload, context: EventContext): Promise<void> {
    await this.stores.upsertChanged(store, context.tx);
  }

  /**
   * A deleted store's mission, cards and unused tickets go (none can be used any more), each card and ticket
   * with a receipt; used tickets and the ledger stay. Its snapshot becomes a tombstone.
   */
  async onStoreDeleted(payload: StoreDeletedPayload, context: EventContext): Promise<void> {
    const { tx } = context;
    const requestId = requestContext.requestId() ?? context.envelope.id;
    await this.ledger.appendDeletedCards({ storeId: payload.id }, requestId, tx);
    await this.missions.deleteByStore(payload.id, tx);
    const tickets = await this.tickets.deleteUnusedOfStore(payload.id, tx);
    for (const ticket of tickets) {
      await this.ledger.append(ticketDeletedEntry(ticket, requestId), tx);
    }
    await this.stores.markDeleted(payload, tx);
  }
}
