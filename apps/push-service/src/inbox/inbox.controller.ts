import { Injectable, OnModuleInit } from '@nestjs/common';
import { PushRequests } from '@stamp/contracts';
import { MessageRouter } from '@stamp/server-kit/service';
import { MemberDataService } from './member-data.service';
import { InboxService } from './inbox.service';

@Injectable()
export class InboxController implements OnModuleInit {
  constructor(
    private readonly router: MessageRouter,
    private readonly inbox: InboxService,
    private readonly memberData: MemberDataService,
  ) {}

  onModuleInit(): void {
    this.router.handle(PushRequests.getInbox, (request) => this.inbox.list(request));
    this.router.handle(PushRequests.markRead, (request) => this.inbox.markRead(request));
    this.router.handle(PushRequests.exportMemberData, (request) => this.memberData.export(request.memberNo));
  }
}
