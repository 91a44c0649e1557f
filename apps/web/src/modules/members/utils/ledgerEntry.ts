import type { Schema } from '@stamp/api-client';
import { formatMessage, type Catalogue } from '@stamp/shared';

type Entry = Schema<'LedgerEntryView'>;

/** What a receipt of the ledger records, in the reader's language. */
export function describeLedgerEntry(entry: Pick<Entry, 'kind' | 'stamp_count'>, t: Catalogue): string {
  switch (entry.kind) {
    case 'stamp':
      return formatMessage(t.ledgerStamp, { n: entry.stamp_count ?? 0 });
    case 'redemption':
      return t.ledgerRedemption;
    case 'ticket-granted':
      return t.ledgerTicketGranted;
    case 'coupon-deleted':
      return t.ledgerCouponDeleted;
    case 'ticket-deleted':
      return t.ledgerTicketDeleted;
  }
}
