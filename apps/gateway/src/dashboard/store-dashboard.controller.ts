import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DailyActivityRequest } from '@stamp/contracts';
import { Policy, inParam } from '../auth/access-policy';
import { Access } from '../auth/access.decorators';
import { CurrentCaller, StoreCaller } from '../http/caller';
import { idPipe } from '../http/params';
import { DashboardService } from './dashboard.service';
import { StoreDashboardView } from './dashboard.views';

/** The owner's dashboard in the store menu: the admin dashboard's counts for one store (docs/dashboard.md). */
@ApiTags('Dashboard')
@Controller('api/v1')
export class StoreDashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get('store/:id/dashboard')
  @Access(Policy.storeOwnerOf(inParam('id')))
  @ApiOperation({
    operationId: 'getStoreDashboard',
    summary: "The store's stamps, completed cards, redemptions and new members per day, and its open alerts",
    description:
      'For the store’s owner only. Every calendar day (mission time zone) of the `days` days ending with ' +
      '`to` (default: the last 30 days ending today), oldest first, zeros included; new members are those ' +
      'whose first stamp ever at the store was that day. `guessing_alerts`: the store’s open ' +
      'stamp-guessing alerts (docs/stamping.md, "Guessing limits"), null when none is open.',
  })
  @ApiOkResponse({ description: 'The days, oldest first, and the open alerts', type: StoreDashboardView })
  @ApiBadRequestResponse({ description: '`days` not a whole number from 1 to 366, or `to` not a date' })
  storeDashboard(
    @CurrentCaller() caller: StoreCaller,
    @Param('id', idPipe()) id: number,
    @Query() query: DailyActivityRequest,
  ): Promise<StoreDashboardView> {
    return this.dashboard.storeDashboard(caller, id, query);
  }
}
