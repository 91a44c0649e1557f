import { Injectable, OnModuleInit } from '@nestjs/common';
import { StoreEvents } from '@stamp/contracts';
import { MessageRouter } from '@stamp/server-kit/service';
import { StoreEventsService } from './store-events.service';

/** The store service's events the loyalty service follows. */
@Injectable()
export class StoresController implements OnModuleInit {
  constructor(
    private readonly router: MessageRouter,
    private readonly stores: StoreEventsService,
  ) {}

  onModuleInit(): void {
    this.router.on(StoreEvents.created, (payload, context) => this.stores.onStoreChanged(payload, context));
    this.router.on(StoreEvents.updated, (payload, context) => this.stores.onStoreChanged(payload, context));
    this.router.on(StoreEvents.deleted, (payload, context) => this.stores.onStoreDeleted(payload, context));
  }
}
