import { Injectable, OnModuleInit } from '@nestjs/common';
import { StoreRequests } from '@stamp/contracts';
import { MessageRouter } from '@stamp/server-kit/service';
import { NoticesService } from './notices.service';

@Injectable()
export class NoticesController implements OnModuleInit {
  constructor(
    private readonly router: MessageRouter,
    private readonly notices: NoticesService,
  ) {}

  onModuleInit(): void {
    this.router.handle(StoreRequests.listNotices, (request) => this.notices.list(request.storeId));
    this.router.handle(StoreRequests.createNotice, (request) => this.notices.create(request));
    this.router.handle(StoreRequests.deleteNotice, (request) => this.notices.delete(request));
  }
}
