import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { LoyaltyRequests, MemberEvents, RequestOf, ResponseOf, PayloadOf } from '@stamp/contracts';
import { HandlesRequest, HandlesEvent, EventContext } from '@stamp/server-kit/service';
import { MemberDataService } from './member-data.service';
import { MemberEventsService } from './member-events.service';

/** The member service's events the loyalty service follows, and a member's data export. */
@Controller()
export class MembersController {
  constructor(
    private readonly members: MemberEventsService,
    private readonly memberData: MemberDataService,
  ) {}

  @HandlesRequest(LoyaltyRequests.exportMemberData)
  exportMemberData(
    @Payload() request: RequestOf<typeof LoyaltyRequests.exportMemberData>,
  ): Promise<ResponseOf<typeof LoyaltyRequests.exportMemberData>> {
    return this.memberData.export(request.memberNo);
  }

  @HandlesEvent(MemberEvents.withdrawn)
  onWithdrawn(
    @Payload() payload: PayloadOf<typeof MemberEvents.withdrawn>,
    @Ctx() context: EventContext,
  ): Promise<void> {
    return this.members.onMemberWithdrawn(payload, context);
  }
}
