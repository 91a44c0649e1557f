import { Injectable, OnModuleInit } from '@nestjs/common';
import { MemberEvents } from '@stamp/contracts';
import { MessageRouter } from '@stamp/server-kit/service';
import { MemberEventsService } from './member-events.service';

/** The member service's events the loyalty service follows. */
@Injectable()
export class MembersController implements OnModuleInit {
  constructor(
    private readonly router: MessageRouter,
    private readonly members: MemberEventsService,
  ) {}

  onModuleInit(): void {
    this.router.on(MemberEvents.withdrawn, (payload, context) =>
      this.members.onMemberWithdrawn(payload, context),
    );
  }
}
