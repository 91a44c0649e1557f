import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { LoyaltyEvents, StoreRequests, RequestOf, ResponseOf, PayloadOf } from '@stamp/contracts';
import { HandlesRequest, HandlesEvent, EventContext } from '@stamp/server-kit/service';
import { GuessingAlertsService } from './guessing-alerts.service';

/** Follows the loyalty service's guessing alerts and lists the open ones; the rules live in GuessingAlertsService. */
@Controller()
export class GuessingAlertsController {
  constructor(private readonly alerts: GuessingAlertsService) {}

  @HandlesEvent(LoyaltyEvents.stampGuessingDetected)
  onStampGuessingDetected(
    @Payload() payload: PayloadOf<typeof LoyaltyEvents.stampGuessingDetected>,
    @Ctx() context: EventContext,
  ): Promise<void> {
    return this.alerts.onStampGuessingDetected(payload, context);
  }

  @HandlesRequest(StoreRequests.openGuessingAlerts)
  openGuessingAlerts(
    @Payload() request: RequestOf<typeof StoreRequests.openGuessingAlerts>,
  ): Promise<ResponseOf<typeof StoreRequests.openGuessingAlerts>> {
    return this.alerts.openAlerts(request);
  }
}
