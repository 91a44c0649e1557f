import { ApiProperty, OmitType } from '@nestjs/swagger';
import { DailyLoyaltyCountsView, DailyActivityView } from '@stamp/contracts';

/** One day of the dashboard's plots: the loyalty service's counts and the member service's sign-ups. */
export class DashboardDayView extends DailyLoyaltyCountsView {
  @ApiProperty({ type: 'integer', example: 3, description: 'Members who signed up that day' })
  new_members!: number;
}

/** GET /api/v1/dashboard/activity: every day of the range, oldest first, days without activity as zeros. */
export class DashboardActivityView extends OmitType(DailyActivityView, ['days'] as const) {
  @ApiProperty({ type: [DashboardDayView] }) days!: DashboardDayView[];
}
