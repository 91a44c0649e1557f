import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { StoreEvents, PayloadOf } from '@stamp/contracts';
import { HandlesEvent, EventContext } from '@stamp/server-kit/service';
import { StoreEventsService } from './store-events.service';

/** The store service's events the loyalty service follows. */
@Controller()
export class StoresController {
  constructor(private readonly stores: StoreEventsService) {}

  @HandlesEvent(StoreEvents.created)
  onCreated(
    @Payload() payload: PayloadOf<typeof StoreEvents.created>,
    @Ctx() context: EventContext,
  ): Promise<void> {
    return this.stores.onStoreChanged(payload, context);
  }

  @HandlesEvent(StoreEvents.updated)
  onUpdated(
    @Payload() payload: PayloadOf<typeof StoreEvents.updated>,
    @Ctx() context: EventContext,
  ): Promise<void> {
    return this.stores.onStoreChanged(payload, context);
  }

  @HandlesEvent(StoreEvents.deleted)
  onDeleted(
    @Payload() payload: PayloadOf<typeof StoreEvents.deleted>,
    @Ctx() context: EventContext,
  ): Promise<void> {
    return this.stores.onStoreDeleted(payload, context);
  }
}
