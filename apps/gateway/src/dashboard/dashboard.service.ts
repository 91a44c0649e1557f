import { Injectable } from '@nestjs/common';
import {
  DailyActivityRequest,
  LoyaltyRequests,
  MemberRequests,
  OpenGuessingAlertView,
  StoreRequests,
} from '@stamp/contracts';
import { CallerBus } from '../http/caller-bus';
import { AdminCaller } from '../http/caller';
import { mergeActivity } from './dashboard-activity';
import { DashboardActivityView } from './dashboard.views';

/** The admin dashboard: read-only aggregates the services count in SQL, merged per day here. */
@Injectable()
export class DashboardService {
  constructor(private readonly bus: CallerBus) {}

  async activity(caller: AdminCaller, query: DailyActivityRequest): Promise<DashboardActivityView> {
    const loyalty = await this.bus.requestAs(caller, LoyaltyRequests.dailyActivity, {
      days: query.days,
      to: query.to,
    });
    const signUps = await this.bus.requestAs(caller, MemberRequests.dailySignUps, {
      from: loyalty.from,
      to: loyalty.to,
      timeZone: loyalty.timeZone,
    });
    return mergeActivity(loyalty, signUps);
  }

  guessingAlerts(caller: AdminCaller): Promise<OpenGuessingAlertView[]> {
    return this.bus.requestAs(caller, StoreRequests.openGuessingAlerts, {});
  }
}
