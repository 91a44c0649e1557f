import { Injectable, OnModuleInit } from '@nestjs/common';
import { LoyaltyRequests, MemberEvents } from '@stamp/contracts';
import { MessageRouter } from '@stamp/server-kit/service';
import { MemberDataService } from './member-data.service';
import { MemberEventsService } from './member-events.service';

/** The member service's events the loyalty service follows, and a member's data export. */
@Injectable()
export class MembersController implements OnModuleInit {
  constructor(
    private readonly router: MessageRouter,
    private readonly members: MemberEventsService,
    private readonly memberData: MemberDataService,
  ) {}

  onModuleInit(): void {
    this.router.handle(LoyaltyRequests.exportMemberData, (request) =>
      this.memberData.export(request.memberNo),
    );
    this.router.on(MemberEvents.withdrawn, (payload, context) =>
      this.members.onMemberWithdrawn(payload, context),
    );
  }
}
