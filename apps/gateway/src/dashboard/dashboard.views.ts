import { ApiProperty, OmitType } from '@nestjs/swagger';
import {
  DailyLoyaltyCountsView,
  DailyActivityView,
  OpenGuessingAlertView,
  StoreDailyActivityView,
} from '@stamp/contracts';

/** One day of the dashboard's plots: the loyalty service's counts and the member service's sign-ups. */
export class DashboardDayView extends DailyLoyaltyCountsView {
  @ApiProperty({ type: 'integer', example: 3, description: 'Members who signed up that day' })
  new_members!: number;
}

/** GET /api/v1/dashboard/activity: every day of the range, oldest first, days without activity as zeros. */
export class DashboardActivityView extends OmitType(DailyActivityView, ['days'] as const) {
  @ApiProperty({ type: [DashboardDayView] }) days!: DashboardDayView[];
}

/**
 * GET /api/v1/store/{id}/dashboard: the store's counts of every day of the range (its new members are those
 * who stamped there for the first time), and its open stamp-guessing alerts, if any.
 */
export class StoreDashboardView extends StoreDailyActivityView {
  @ApiProperty({
    type: OpenGuessingAlertView,
    nullable: true,
    description: 'The store’s open stamp-guessing alerts (latest, count and sum), null when none is open',
  })
  guessing_alerts!: OpenGuessingAlertView | null;
}
