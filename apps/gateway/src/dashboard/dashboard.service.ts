import { Inject, Injectable } from '@nestjs/common';
import {
  DailyActivityRequest,
  LoyaltyRequests,
  MemberRequests,
  OpenGuessingAlertView,
  StoreRequests,
} from '@stamp/contracts';
import { BUS, GatewayBus } from '../http/bus-client';
import { AdminCaller, busOptions } from '../http/caller';
import { mergeActivity } from './dashboard-activity';
import { DashboardActivityView } from './dashboard.views';

/** The admin dashboard: read-only aggregates the services count in SQL, merged per day here. */
@Injectable()
export class DashboardService {
  constructor(@Inject(BUS) private readonly bus: GatewayBus) {}

  async activity(caller: AdminCaller, query: DailyActivityRequest): Promise<DashboardActivityView> {
    const options = busOptions(caller);
    const loyalty = await this.bus.request(
      LoyaltyRequests.dailyActivity,
      { days: query.days, to: query.to },
      options,
    );
    const signUps = await this.bus.request(
      MemberRequests.dailySignUps,
      { from: loyalty.from, to: loyalty.to, timeZone: loyalty.timeZone },
      options,
    );
    return mergeActivity(loyalty, signUps);
  }

  guessingAlerts(caller: AdminCaller): Promise<OpenGuessingAlertView[]> {
    return this.bus.request(StoreRequests.openGuessingAlerts, {}, busOptions(caller));
  }
}
