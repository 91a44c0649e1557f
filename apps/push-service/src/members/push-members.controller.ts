import { Injectable, OnModuleInit } from '@nestjs/common';
import { MemberEvents } from '@stamp/contracts';
import { MessageRouter } from '@stamp/server-kit/service';
import { PushMembersService } from './push-members.service';

/** The member events the push service listens to: one line each. */
@Injectable()
export class PushMembersController implements OnModuleInit {
  constructor(
    private readonly router: MessageRouter,
    private readonly members: PushMembersService,
  ) {}

  onModuleInit(): void {
    this.router.on(MemberEvents.registered, (payload, context) =>
      this.members.onRegisteredOrUpdated(payload, context),
    );
    this.router.on(MemberEvents.updated, (payload, context) =>
      this.members.onRegisteredOrUpdated(payload, context),
    );
    this.router.on(MemberEvents.suspended, (payload, context) => this.members.onSuspended(payload, context));
    this.router.on(MemberEvents.reactivated, (payload, context) =>
      this.members.onReactivated(payload, context),
    );
    this.router.on(MemberEvents.withdrawn, (payload, context) => this.members.onWithdrawn(payload, context));
  }
}
