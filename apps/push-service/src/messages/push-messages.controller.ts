import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { LoyaltyEvents, PushRequests, StoreEvents, RequestOf, ResponseOf, PayloadOf } from '@stamp/contracts';
import { HandlesRequest, HandlesEvent, EventContext } from '@stamp/server-kit/service';
import { PushMessagesService } from './push-messages.service';

/** Push message handlers, one line each: the events that become automatic pushes, and the requests. */
@Controller()
export class PushMessagesController {
  constructor(private readonly messages: PushMessagesService) {}

  @HandlesEvent(StoreEvents.created)
  onCreated(
    @Payload() payload: PayloadOf<typeof StoreEvents.created>,
    @Ctx() context: EventContext,
  ): Promise<void> {
    return this.messages.onStoreCreated(payload, context);
  }

  @HandlesEvent(LoyaltyEvents.missionCreated)
  onMissionCreated(
    @Payload() payload: PayloadOf<typeof LoyaltyEvents.missionCreated>,
    @Ctx() context: EventContext,
  ): Promise<void> {
    return this.messages.onMissionCreated(payload, context);
  }

  @HandlesEvent(LoyaltyEvents.missionStatusChanged)
  onMissionStatusChanged(
    @Payload() payload: PayloadOf<typeof LoyaltyEvents.missionStatusChanged>,
    @Ctx() context: EventContext,
  ): Promise<void> {
    return this.messages.onMissionStatusChanged(payload, context);
  }

  @HandlesEvent(LoyaltyEvents.missionEnded)
  onMissionEnded(
    @Payload() payload: PayloadOf<typeof LoyaltyEvents.missionEnded>,
    @Ctx() context: EventContext,
  ): Promise<void> {
    return this.messages.onMissionEnded(payload, context);
  }

  @HandlesEvent(LoyaltyEvents.missionExpired)
  onMissionExpired(
    @Payload() payload: PayloadOf<typeof LoyaltyEvents.missionExpired>,
    @Ctx() context: EventContext,
  ): Promise<void> {
    return this.messages.onMissionEnded(payload, context);
  }

  @HandlesRequest(PushRequests.sendBroadcast)
  sendBroadcast(
    @Payload() request: RequestOf<typeof PushRequests.sendBroadcast>,
  ): Promise<ResponseOf<typeof PushRequests.sendBroadcast>> {
    return this.messages.sendBroadcast(request);
  }

  @HandlesRequest(PushRequests.sendRegional)
  sendRegional(
    @Payload() request: RequestOf<typeof PushRequests.sendRegional>,
  ): Promise<ResponseOf<typeof PushRequests.sendRegional>> {
    return this.messages.sendRegional(request);
  }

  @HandlesRequest(PushRequests.listAuto)
  listAuto(
    @Payload() request: RequestOf<typeof PushRequests.listAuto>,
  ): Promise<ResponseOf<typeof PushRequests.listAuto>> {
    return this.messages.listAuto(request);
  }

  @HandlesRequest(PushRequests.listSent)
  listSent(
    @Payload() request: RequestOf<typeof PushRequests.listSent>,
  ): Promise<ResponseOf<typeof PushRequests.listSent>> {
    return this.messages.listSent(request);
  }
}
