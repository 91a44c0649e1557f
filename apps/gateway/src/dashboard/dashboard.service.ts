import { Injectable } from '@nestjs/common';
import {
  DailyActivityRequest,
  LoyaltyRequests,
  MemberRequests,
  OpenGuessingAlertView,
  StoreRequests,
} from '@stamp/contracts';
import { CallerBus } from '../http/caller-bus';
import { AdminCaller, StoreCaller } from '../http/caller';
import { mergeActivity } from './dashboard-activity';
import { DashboardActivityView, StoreDashboardView } from './dashboard.views';

/**
 * The admin dashboard and the owner's: read-only aggregates the services count in SQL, merged per day here.
 */
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

  /** The owner's dashboard: the same counts for one store, and that store's open guessing alerts. */
  async storeDashboard(
    caller: StoreCaller,
    storeId: number,
    query: DailyActivityRequest,
  ): Promise<StoreDashboardView> {
    const [activity, alerts] = await Promise.all([
      this.bus.requestAs(caller, LoyaltyRequests.storeDailyActivity, {
        storeId,
        days: query.days,
        to: query.to,
      }),
      this.bus.requestAs(caller, StoreRequests.openGuessingAlerts, { storeId }),
    ]);
    return {
      timeZone: activity.timeZone,
      from: activity.from,
      to: activity.to,
      days: activity.days,
      guessing_alerts: alerts.at(0) ?? null,
    };
  }
}
