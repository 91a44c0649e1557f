import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { PushRequests, RequestOf, ResponseOf } from '@stamp/contracts';
import { HandlesRequest } from '@stamp/server-kit/service';
import { MemberDataService } from './member-data.service';
import { InboxService } from './inbox.service';

@Controller()
export class InboxController {
  constructor(
    private readonly inbox: InboxService,
    private readonly memberData: MemberDataService,
  ) {}

  @HandlesRequest(PushRequests.getInbox)
  getInbox(
    @Payload() request: RequestOf<typeof PushRequests.getInbox>,
  ): Promise<ResponseOf<typeof PushRequests.getInbox>> {
    return this.inbox.list(request);
  }

  @HandlesRequest(PushRequests.markRead)
  markRead(
    @Payload() request: RequestOf<typeof PushRequests.markRead>,
  ): Promise<ResponseOf<typeof PushRequests.markRead>> {
    return this.inbox.markRead(request);
  }

  @HandlesRequest(PushRequests.exportMemberData)
  exportMemberData(
    @Payload() request: RequestOf<typeof PushRequests.exportMemberData>,
  ): Promise<ResponseOf<typeof PushRequests.exportMemberData>> {
    return this.memberData.export(request.memberNo);
  }
}
