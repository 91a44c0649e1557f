import { Injectable, OnModuleInit } from '@nestjs/common';
import { LoyaltyEvents, StoreRequests } from '@stamp/contracts';
import { MessageRouter } from '@stamp/server-kit/service';
import { StoresService } from './stores.service';

/** The store service's message handlers: one line each, the rules live in StoresService. */
@Injectable()
export class StoresController implements OnModuleInit {
  constructor(
    private readonly router: MessageRouter,
    private readonly stores: StoresService,
  ) {}

  onModuleInit(): void {
    this.router.handle(StoreRequests.createStore, (request) => this.stores.create(request));
    this.router.handle(StoreRequests.getStore, (request) => this.stores.get(request));
    this.router.handle(StoreRequests.listStores, (request) => this.stores.list(request));
    this.router.handle(StoreRequests.findByCode, (request) => this.stores.findByCode(request.code));
    this.router.handle(StoreRequests.verifyOwner, (request) => this.stores.verifyOwner(request));
    this.router.handle(StoreRequests.verifyStampPassword, (request) =>
      this.stores.verifyStampPassword(request.storeId, request.password),
    );
    this.router.handle(StoreRequests.stampCode, (request) => this.stores.stampCode(request.storeId));
    this.router.handle(StoreRequests.exportOwnerData, (request) => this.stores.ownerData(request.email));
    this.router.handle(StoreRequests.updateStore, (request) => this.stores.update(request));
    this.router.handle(StoreRequests.deleteStore, (request) => this.stores.delete(request.id));
    this.router.handle(StoreRequests.incrementRedeemed, (request) =>
      this.stores.incrementRedeemed(request.id),
    );
    this.router.on(LoyaltyEvents.ticketRedeemed, (payload, context) =>
      this.stores.onTicketRedeemed(payload, context),
    );
  }
}
