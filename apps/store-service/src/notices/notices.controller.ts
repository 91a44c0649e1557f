import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { StoreRequests, RequestOf, ResponseOf } from '@stamp/contracts';
import { HandlesRequest } from '@stamp/server-kit/service';
import { NoticesService } from './notices.service';

@Controller()
export class NoticesController {
  constructor(private readonly notices: NoticesService) {}

  @HandlesRequest(StoreRequests.listNotices)
  listNotices(
    @Payload() request: RequestOf<typeof StoreRequests.listNotices>,
  ): Promise<ResponseOf<typeof StoreRequests.listNotices>> {
    return this.notices.list(request.storeId);
  }

  @HandlesRequest(StoreRequests.createNotice)
  createNotice(
    @Payload() request: RequestOf<typeof StoreRequests.createNotice>,
  ): Promise<ResponseOf<typeof StoreRequests.createNotice>> {
    return this.notices.create(request);
  }

  @HandlesRequest(StoreRequests.deleteNotice)
  deleteNotice(
    @Payload() request: RequestOf<typeof StoreRequests.deleteNotice>,
  ): Promise<ResponseOf<typeof StoreRequests.deleteNotice>> {
    return this.notices.delete(request);
  }
}
