import { Injectable } from '@nestjs/common';
import { LedgerEntryView, LoyaltyRequests } from '@stamp/contracts';
import { CallerBus } from '../http/caller-bus';
import { AdminCaller, MemberCaller } from '../http/caller';
import { LedgerPageQuery } from './dto/ledger-page.query';

export const LEDGER_PAGE_MAX = 500;

/** A member's receipts (an administrator: any member's; a member: their own, as the access policy checked). */
@Injectable()
export class LedgerService {
  constructor(private readonly bus: CallerBus) {}

  list(
    caller: AdminCaller | MemberCaller,
    memberNo: number,
    page: LedgerPageQuery,
  ): Promise<LedgerEntryView[]> {
    return this.bus.requestAs(caller, LoyaltyRequests.memberLedger, {
      memberNo,
      limit: page.limit === undefined ? undefined : Math.min(page.limit, LEDGER_PAGE_MAX),
      before: page.before,
    });
  }
}
