import { Injectable, OnModuleInit } from '@nestjs/common';
import { LoyaltyEvents, PushRequests, StoreEvents } from '@stamp/contracts';
import { MessageRouter } from '@stamp/server-kit/service';
import { PushMessagesService } from './push-messages.service';

/** Push message handlers, one line each: the events that become automatic pushes, and the requests. */
@Injectable()
export class PushMessagesController implements OnModuleInit {
  constructor(
    private readonly router: MessageRouter,
    private readonly messages: PushMessagesService,
  ) {}

  onModuleInit(): void {
    this.router.on(StoreEvents.created, (payload, context) => this.messages.onStoreCreated(payload, context));
    this.router.on(LoyaltyEvents.missionCreated, (payload, context) =>
      this.messages.onMissionCreated(payload, context),
    );
    this.router.on(LoyaltyEvents.missionStatusChanged, (payload, context) =>
      this.messages.onMissionStatusChanged(payload, context),
    );
    this.router.on(LoyaltyEvents.missionEnded, (payload, context) =>
      this.messages.onMissionEnded(payload, context),
    );
    this.router.on(LoyaltyEvents.missionExpired, (payload, context) =>
      this.messages.onMissionEnded(payload, context),
    );
    this.router.handle(PushRequests.sendBroadcast, (request) => this.messages.sendBroadcast(request));
    this.router.handle(PushRequests.sendRegional, (request) => this.messages.sendRegional(request));
    this.router.handle(PushRequests.listAuto, (request) => this.messages.listAuto(request));
    this.router.handle(PushRequests.listSent, (request) => this.messages.listSent(request));
  }
}
