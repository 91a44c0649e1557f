import { Injectable, OnModuleInit } from '@nestjs/common';
import { LoyaltyEvents, StoreRequests } from '@stamp/contracts';
import { MessageRouter } from '@stamp/server-kit/service';
import { GuessingAlertsService } from './guessing-alerts.service';

/** Follows the loyalty service's guessing alerts and lists the open ones; the rules live in GuessingAlertsService. */
@Injectable()
export class GuessingAlertsController implements OnModuleInit {
  constructor(
    private readonly router: MessageRouter,
    private readonly alerts: GuessingAlertsService,
  ) {}

  onModuleInit(): void {
    this.router.on(LoyaltyEvents.stampGuessingDetected, (payload, context) =>
      this.alerts.onStampGuessingDetected(payload, context),
    );
    this.router.handle(StoreRequests.openGuessingAlerts, (request) => this.alerts.openAlerts(request));
  }
}
