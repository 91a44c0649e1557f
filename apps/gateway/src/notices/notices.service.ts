import { Injectable } from '@nestjs/common';
import { CreateNoticeRequest, DeletionView, NoticeView, StoreRequests } from '@stamp/contracts';
import { storeScopeOf } from '../auth/actors';
import { CallerBus } from '../http/caller-bus';
import { AdminOrOwnerCaller, Caller } from '../http/caller';

/** A store's notices: read by anybody, written and deleted by an administrator or the store's owner. */
@Injectable()
export class NoticesService {
  constructor(private readonly bus: CallerBus) {}

  list(caller: Caller, storeId: number): Promise<NoticeView[]> {
    return this.bus.requestAs(caller, StoreRequests.listNotices, { storeId });
  }

  create(caller: AdminOrOwnerCaller, notice: CreateNoticeRequest): Promise<NoticeView> {
    return this.bus.requestAs(caller, StoreRequests.createNotice, notice);
  }

  /** An owner may delete only their own store's notice (the store service checks the scope). */
  remove(caller: AdminOrOwnerCaller, id: number): Promise<DeletionView> {
    return this.bus.requestAs(caller, StoreRequests.deleteNotice, {
      id,
      storeId: storeScopeOf(caller.principal),
    });
  }
}
