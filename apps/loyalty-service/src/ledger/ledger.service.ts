import { Injectable } from '@nestjs/common';
import { LedgerEntryView, MemberLedgerMessage } from '@stamp/contracts';
import { LedgerEntryEntity } from './ledger-entry.entity';
import { LedgerRepository } from './ledger.repository';

const DEFAULT_PAGE = 100;

function toLedgerView(entry: LedgerEntryEntity): LedgerEntryView {
  return {
    id: Number(entry.id),
    kind: entry.kind,
    user_id: entry.userId,
    store_id: entry.storeId,
    mission_id: entry.missionId,
    coupon_id: entry.couponId,
    ticket_id: entry.ticketId,
    stamp_count: entry.stampCount,
    admin_id: entry.adminId,
    request_id: entry.requestId,
    occurredAt: entry.occurredAt.toISOString(),
  };
}

/** A member's receipts, newest first: settles "my stamp is missing". */
@Injectable()
export class LedgerService {
  constructor(private readonly ledger: LedgerRepository) {}

  async ofMember(message: MemberLedgerMessage): Promise<LedgerEntryView[]> {
    const entries = await this.ledger.listByMember(
      message.bbsNo,
      message.limit ?? DEFAULT_PAGE,
      message.before,
    );
    return entries.map(toLedgerView);
  }
}
