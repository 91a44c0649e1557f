import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { LedgerEntryView } from '@stamp/contracts';
import { Policy, inParam } from '../auth/access-policy';
import { Access } from '../auth/access.decorators';
import { AdminCaller, CurrentCaller, MemberCaller } from '../http/caller';
import { idPipe } from '../http/params';
import { OWN_CARDS } from './coupons.controller';
import { LedgerPageQuery } from './dto/ledger-page.query';
import { LEDGER_PAGE_MAX, LedgerService } from './ledger.service';

@ApiTags('Coupons and tickets')
@Controller('api/v1')
export class LedgerController {
  constructor(private readonly ledger: LedgerService) {}

  @Get('ledger/member=:bbs_no')
  @Access(Policy.anyOf(Policy.admin, Policy.memberSelf(inParam('bbs_no'), OWN_CARDS)))
  @ApiOperation({
    operationId: 'listMemberLedger',
    summary:
      "A member's receipts, newest first: every stamp, redemption, granted ticket, deleted card or ticket",
    description:
      'Administrators: any member. Members: their own. Page backwards with `before` (an entry id).',
  })
  @ApiQuery({
    name: 'before',
    required: false,
    type: 'integer',
    minimum: 1,
    description: 'Only entries older than this entry id',
  })
  @ApiQuery({
    name: 'limit',
    required: false,
    type: 'integer',
    minimum: 1,
    maximum: LEDGER_PAGE_MAX,
    description: `1 to ${String(LEDGER_PAGE_MAX)} (default 100)`,
  })
  @ApiOkResponse({ description: 'A page of ledger entries', type: [LedgerEntryView] })
  list(
    @CurrentCaller() caller: AdminCaller | MemberCaller,
    @Param('bbs_no', idPipe('bbs_no')) memberNo: number,
    @Query() page: LedgerPageQuery,
  ): Promise<LedgerEntryView[]> {
    return this.ledger.list(caller, memberNo, page);
  }
}
