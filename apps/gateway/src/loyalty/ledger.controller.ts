import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { LedgerEntryView, LoyaltyRequests } from '@stamp/contracts';
import { Allow, CurrentPrincipal } from '../auth/access.decorators';
import { Principal } from '../auth/principal';
import { BUS, GatewayBus } from '../http/bus-client';
import { idPipe, parseOptionalId } from '../http/params';
import { RequestId } from '../http/request-id.decorator';
import { assertSelf } from './member-access';

const MAX_PAGE = 500;

/** A larger page than MAX_PAGE is served as MAX_PAGE. */
function limitOf(value: string | undefined): number | undefined {
  const limit = parseOptionalId(value, 'limit');
  return limit === undefined ? undefined : Math.min(limit, MAX_PAGE);
}

@ApiTags('Coupons and tickets')
@Controller('api/v1')
export class LedgerController {
  constructor(@Inject(BUS) private readonly bus: GatewayBus) {}

  @Get('ledger/member=:bbsNo')
  @Allow('admin', 'member')
  @ApiOperation({
    summary:
      "A member's receipts, newest first: every stamp, redemption, granted ticket, deleted card or ticket",
    description:
      'Administrators: any member. Members: their own. Page backwards with `before` (an entry id).',
  })
  @ApiQuery({ name: 'limit', required: false, description: `1 to ${String(MAX_PAGE)} (default 100)` })
  @ApiQuery({ name: 'before', required: false, description: 'Only entries older than this entry id' })
  @ApiOkResponse({ type: [LedgerEntryView] })
  list(
    @CurrentPrincipal() principal: Principal,
    @Param('bbsNo', idPipe('bbs_no')) bbsNo: number,
    @RequestId() requestId: string,
    @Query('limit') limit?: string,
    @Query('before') before?: string,
  ): Promise<LedgerEntryView[]> {
    if (principal.kind !== 'admin') {
      assertSelf(principal, bbsNo);
    }
    return this.bus.request(
      LoyaltyRequests.memberLedger,
      {
        bbsNo,
        limit: limitOf(limit),
        before: parseOptionalId(before, 'before'),
      },
      { requestId },
    );
  }
}
