import { Inject, Injectable } from '@nestjs/common';
import { CreateNoticeRequest, DeletionView, NoticeView, StoreRequests } from '@stamp/contracts';
import { storeScopeOf } from '../auth/actors';
import { BUS, GatewayBus } from '../http/bus-client';
import { AdminOrOwnerCaller, Caller, busOptions } from '../http/caller';

/** A store's notices: read by anybody, written and deleted by an administrator or the store's owner. */
@Injectable()
export class NoticesService {
  constructor(@Inject(BUS) private readonly bus: GatewayBus) {}

  list(caller: Caller, storeId: number): Promise<NoticeView[]> {
    return this.bus.request(StoreRequests.listNotices, { storeId }, busOptions(caller));
  }

  create(caller: AdminOrOwnerCaller, notice: CreateNoticeRequest): Promise<NoticeView> {
    return this.bus.request(StoreRequests.createNotice, notice, busOptions(caller));
  }

  /** An owner may delete only their own store's notice (the store service checks the scope). */
  remove(caller: AdminOrOwnerCaller, id: number): Promise<DeletionView> {
    return this.bus.request(
      StoreRequests.deleteNotice,
      { id, storeId: storeScopeOf(caller.principal) },
      busOptions(caller),
    );
  }
}
