import { Injectable, OnModuleInit } from '@nestjs/common';
import { LoyaltyEvents } from '@stamp/contracts';
import { MessageRouter } from '@stamp/server-kit/service';
import { StoreMissionsRepository } from './store-missions.repository';

/** Keeps each store's `Mission` from the loyalty service's mission events. */
@Injectable()
export class StoreMissionsController implements OnModuleInit {
  constructor(
    private readonly router: MessageRouter,
    private readonly missions: StoreMissionsRepository,
  ) {}

  onModuleInit(): void {
    this.router.on(LoyaltyEvents.missionCreated, (payload, { tx }) =>
      this.missions.upsert(payload.mission, tx),
    );
    this.router.on(LoyaltyEvents.missionUpdated, (payload, { tx }) =>
      this.missions.upsert(payload.mission, tx),
    );
    this.router.on(LoyaltyEvents.missionStatusChanged, (payload, { tx }) =>
      this.missions.upsert(payload.mission, tx),
    );
    this.router.on(LoyaltyEvents.missionEnded, (payload, { tx, envelope }) =>
      this.missions.end(payload.mission, new Date(envelope.occurredAt), tx),
    );
  }
}
