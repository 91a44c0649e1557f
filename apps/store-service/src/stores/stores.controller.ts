import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { LoyaltyEvents, StoreRequests, RequestOf, ResponseOf, PayloadOf } from '@stamp/contracts';
import { HandlesRequest, HandlesEvent, EventContext } from '@stamp/server-kit/service';
import { StoresService } from './stores.service';

/** The store service's message handlers: one line each, the rules live in StoresService. */
@Controller()
export class StoresController {
  constructor(private readonly stores: StoresService) {}

  @HandlesRequest(StoreRequests.createStore)
  createStore(
    @Payload() request: RequestOf<typeof StoreRequests.createStore>,
  ): Promise<ResponseOf<typeof StoreRequests.createStore>> {
    return this.stores.create(request);
  }

  @HandlesRequest(StoreRequests.getStore)
  getStore(
    @Payload() request: RequestOf<typeof StoreRequests.getStore>,
  ): Promise<ResponseOf<typeof StoreRequests.getStore>> {
    return this.stores.get(request);
  }

  @HandlesRequest(StoreRequests.listStores)
  listStores(
    @Payload() request: RequestOf<typeof StoreRequests.listStores>,
  ): Promise<ResponseOf<typeof StoreRequests.listStores>> {
    return this.stores.list(request);
  }

  @HandlesRequest(StoreRequests.findByCode)
  findByCode(
    @Payload() request: RequestOf<typeof StoreRequests.findByCode>,
  ): Promise<ResponseOf<typeof StoreRequests.findByCode>> {
    return this.stores.findByCode(request.code);
  }

  @HandlesRequest(StoreRequests.verifyOwner)
  verifyOwner(
    @Payload() request: RequestOf<typeof StoreRequests.verifyOwner>,
  ): Promise<ResponseOf<typeof StoreRequests.verifyOwner>> {
    return this.stores.verifyOwner(request);
  }

  @HandlesRequest(StoreRequests.verifyStampPassword)
  verifyStampPassword(
    @Payload() request: RequestOf<typeof StoreRequests.verifyStampPassword>,
  ): Promise<ResponseOf<typeof StoreRequests.verifyStampPassword>> {
    return this.stores.verifyStampPassword(request.storeId, request.password);
  }

  @HandlesRequest(StoreRequests.stampCode)
  stampCode(
    @Payload() request: RequestOf<typeof StoreRequests.stampCode>,
  ): Promise<ResponseOf<typeof StoreRequests.stampCode>> {
    return this.stores.stampCode(request.storeId);
  }

  @HandlesRequest(StoreRequests.exportOwnerData)
  exportOwnerData(
    @Payload() request: RequestOf<typeof StoreRequests.exportOwnerData>,
  ): Promise<ResponseOf<typeof StoreRequests.exportOwnerData>> {
    return this.stores.ownerData(request.email);
  }

  @HandlesRequest(StoreRequests.updateStore)
  updateStore(
    @Payload() request: RequestOf<typeof StoreRequests.updateStore>,
  ): Promise<ResponseOf<typeof StoreRequests.updateStore>> {
    return this.stores.update(request);
  }

  @HandlesRequest(StoreRequests.deleteStore)
  deleteStore(
    @Payload() request: RequestOf<typeof StoreRequests.deleteStore>,
  ): Promise<ResponseOf<typeof StoreRequests.deleteStore>> {
    return this.stores.delete(request.id);
  }

  @HandlesRequest(StoreRequests.incrementRedeemed)
  incrementRedeemed(
    @Payload() request: RequestOf<typeof StoreRequests.incrementRedeemed>,
  ): Promise<ResponseOf<typeof StoreRequests.incrementRedeemed>> {
    return this.stores.incrementRedeemed(request.id);
  }

  @HandlesEvent(LoyaltyEvents.ticketRedeemed)
  onTicketRedeemed(
    @Payload() payload: PayloadOf<typeof LoyaltyEvents.ticketRedeemed>,
    @Ctx() context: EventContext,
  ): Promise<void> {
    return this.stores.onTicketRedeemed(payload, context);
  }
}
