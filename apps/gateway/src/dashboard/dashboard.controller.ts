import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DailyActivityRequest, OpenGuessingAlertView } from '@stamp/contracts';
import { Policy } from '../auth/access-policy';
import { Access } from '../auth/access.decorators';
import { AdminCaller, CurrentCaller } from '../http/caller';
import { DashboardService } from './dashboard.service';
import { DashboardActivityView } from './dashboard.views';

/** The admin dashboard: read-only aggregates the services count in SQL (docs/dashboard.md). */
@ApiTags('Dashboard')
@Access(Policy.admin)
@Controller('api/v1/dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get('activity')
  @ApiOperation({
    operationId: 'getDashboardActivity',
    summary: 'Stamps, completed cards, redemptions and new members per day',
    description:
      'Every calendar day (mission time zone) of the `days` days ending with `to` (default: the last 30 days ' +
      'ending today), oldest first; a day without activity has zeros.',
  })
  @ApiOkResponse({ description: 'The counts per day', type: DashboardActivityView })
  @ApiBadRequestResponse({ description: '`days` not a whole number from 1 to 366, or `to` not a date' })
  activity(
    @CurrentCaller() caller: AdminCaller,
    @Query() query: DailyActivityRequest,
  ): Promise<DashboardActivityView> {
    return this.dashboard.activity(caller, query);
  }

  @Get('guessing-alerts')
  @ApiOperation({
    operationId: 'listGuessingAlerts',
    summary: 'Stores with open stamp-guessing alerts, newest alert first',
    description:
      'An alert is open until the store’s stamp password changes (docs/stamping.md, "Guessing limits"). ' +
      'At most 100 stores.',
  })
  @ApiOkResponse({ description: 'The open alerts', type: [OpenGuessingAlertView] })
  guessingAlerts(@CurrentCaller() caller: AdminCaller): Promise<OpenGuessingAlertView[]> {
    return this.dashboard.guessingAlerts(caller);
  }
}
