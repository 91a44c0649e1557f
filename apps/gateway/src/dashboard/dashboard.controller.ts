import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  DailyActivityRequest,
  LoyaltyRequests,
  MemberRequests,
  OpenGuessingAlertView,
  StoreRequests,
} from '@stamp/contracts';
import { Allow } from '../auth/access.decorators';
import { BUS, GatewayBus } from '../http/bus-client';
import { RequestId } from '../http/request-id.decorator';
import { mergeActivity } from './dashboard-activity';
import { DashboardActivityView } from './dashboard.views';

/** The admin dashboard: read-only aggregates the services count in SQL (docs/dashboard.md). */
@ApiTags('Dashboard')
@Allow('admin')
@Controller('api/v1/dashboard')
export class DashboardController {
  constructor(@Inject(BUS) private readonly bus: GatewayBus) {}

  @Get('activity')
  @ApiOperation({
    summary: 'Stamps, completed cards, redemptions and new members per day',
    description:
      'Every calendar day (mission time zone) of the `days` days ending with `to` (default: the last 30 days ' +
      'ending today), oldest first; a day without activity has zeros.',
  })
  @ApiOkResponse({ type: DashboardActivityView })
  @ApiBadRequestResponse({ description: '`days` not a whole number from 1 to 366, or `to` not a date' })
  async activity(
    @Query() query: DailyActivityRequest,
    @RequestId() requestId: string,
  ): Promise<DashboardActivityView> {
    const loyalty = await this.bus.request(
      LoyaltyRequests.dailyActivity,
      { days: query.days, to: query.to },
      { requestId },
    );
    const signUps = await this.bus.request(
      MemberRequests.dailySignUps,
      { from: loyalty.from, to: loyalty.to, timeZone: loyalty.timeZone },
      { requestId },
    );
    return mergeActivity(loyalty, signUps);
  }

  @Get('guessing-alerts')
  @ApiOperation({
    summary: 'Stores with open stamp-guessing alerts, newest alert first',
    description:
      'An alert is open until the store’s stamp password changes (docs/stamping.md, "Guessing limits"). ' +
      'At most 100 stores.',
  })
  @ApiOkResponse({ type: [OpenGuessingAlertView] })
  guessingAlerts(@RequestId() requestId: string): Promise<OpenGuessingAlertView[]> {
    return this.bus.request(StoreRequests.openGuessingAlerts, {}, { requestId });
  }
}
