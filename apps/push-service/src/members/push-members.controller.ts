import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { MemberEvents, PayloadOf } from '@stamp/contracts';
import { HandlesEvent, EventContext } from '@stamp/server-kit/service';
import { PushMembersService } from './push-members.service';

/** The member events the push service listens to: one line each. */
@Controller()
export class PushMembersController {
  constructor(private readonly members: PushMembersService) {}

  @HandlesEvent(MemberEvents.registered)
  onRegistered(
    @Payload() payload: PayloadOf<typeof MemberEvents.registered>,
    @Ctx() context: EventContext,
  ): Promise<void> {
    return this.members.onRegisteredOrUpdated(payload, context);
  }

  @HandlesEvent(MemberEvents.updated)
  onUpdated(
    @Payload() payload: PayloadOf<typeof MemberEvents.updated>,
    @Ctx() context: EventContext,
  ): Promise<void> {
    return this.members.onRegisteredOrUpdated(payload, context);
  }

  @HandlesEvent(MemberEvents.suspended)
  onSuspended(
    @Payload() payload: PayloadOf<typeof MemberEvents.suspended>,
    @Ctx() context: EventContext,
  ): Promise<void> {
    return this.members.onSuspended(payload, context);
  }

  @HandlesEvent(MemberEvents.reactivated)
  onReactivated(
    @Payload() payload: PayloadOf<typeof MemberEvents.reactivated>,
    @Ctx() context: EventContext,
  ): Promise<void> {
    return this.members.onReactivated(payload, context);
  }

  @HandlesEvent(MemberEvents.withdrawn)
  onWithdrawn(
    @Payload() payload: PayloadOf<typeof MemberEvents.withdrawn>,
    @Ctx() context: EventContext,
  ): Promise<void> {
    return this.members.onWithdrawn(payload, context);
  }
}
