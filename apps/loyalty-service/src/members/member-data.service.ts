import { Injectable } from '@nestjs/common';
import { LedgerEntryView, LoyaltyMemberDataView } from '@stamp/contracts';
import { CouponsService } from '../coupons/coupons.service';
import { GuessingRepository } from '../guessing/guessing.repository';
import { LedgerService } from '../ledger/ledger.service';
import { TicketsService } from '../tickets/tickets.service';

/** The ledger is read in pages of the largest size its message allows. */
const LEDGER_PAGE = 500;

/**
 * The loyalty service's part of a member's data export (docs/privacy.md): their cards, tickets, every
 * receipt of the ledger and the wrong stamp passwords still kept. Nothing of another member: every read is
 * by the member's number.
 */
@Injectable()
export class MemberDataService {
  constructor(
    private readonly coupons: CouponsService,
    private readonly tickets: TicketsService,
    private readonly ledger: LedgerService,
    private readonly guesses: GuessingRepository,
  ) {}

  async export(memberNo: number): Promise<LoyaltyMemberDataView> {
    const [coupons, tickets, ledger, failures] = await Promise.all([
      this.coupons.list(memberNo),
      this.tickets.list(memberNo),
      this.wholeLedger(memberNo),
      this.guesses.failuresOf(memberNo),
    ]);
    return {
      coupons,
      tickets,
      ledger,
      stamp_password_failures: failures.map((failure) => ({
        store_id: failure.storeId,
        occurredAt: failure.occurredAt.toISOString(),
      })),
    };
  }

  private async wholeLedger(memberNo: number): Promise<LedgerEntryView[]> {
    const entries: LedgerEntryView[] = [];
    for (;;) {
      const page = await this.ledger.ofMember({ memberNo, limit: LEDGER_PAGE, before: entries.at(-1)?.id });
      entries.push(...page);
      if (page.length < LEDGER_PAGE) return entries;
    }
  }
}
