import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { LoyaltyEvents, PayloadOf } from '@stamp/contracts';
import { HandlesEvent, EventContext } from '@stamp/server-kit/service';
import { StoreMissionsRepository } from './store-missions.repository';

/** Keeps each store's `Mission` from the loyalty service's mission events. */
@Controller()
export class StoreMissionsController {
  constructor(private readonly missions: StoreMissionsRepository) {}

  @HandlesEvent(LoyaltyEvents.missionCreated)
  onMissionCreated(
    @Payload() payload: PayloadOf<typeof LoyaltyEvents.missionCreated>,
    @Ctx() { tx }: EventContext,
  ): Promise<void> {
    return this.missions.upsert(payload.mission, tx);
  }

  @HandlesEvent(LoyaltyEvents.missionUpdated)
  onMissionUpdated(
    @Payload() payload: PayloadOf<typeof LoyaltyEvents.missionUpdated>,
    @Ctx() { tx }: EventContext,
  ): Promise<void> {
    return this.missions.upsert(payload.mission, tx);
  }

  @HandlesEvent(LoyaltyEvents.missionStatusChanged)
  onMissionStatusChanged(
    @Payload() payload: PayloadOf<typeof LoyaltyEvents.missionStatusChanged>,
    @Ctx() { tx }: EventContext,
  ): Promise<void> {
    return this.missions.upsert(payload.mission, tx);
  }

  @HandlesEvent(LoyaltyEvents.missionEnded)
  onMissionEnded(
    @Payload() payload: PayloadOf<typeof LoyaltyEvents.missionEnded>,
    @Ctx() { tx, envelope }: EventContext,
  ): Promise<void> {
    return this.missions.end(payload.mission, new Date(envelope.occurredAt), tx);
  }
}
