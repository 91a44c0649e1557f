import { Injectable } from '@nestjs/common';
import {
  DailyActivityRequest,
  DailyActivityView,
  DailyLoyaltyCountsView,
  LedgerEntryView,
  MemberLedgerMessage,
  StoreDailyActivityRequest,
  StoreDailyActivityView,
  addDays,
} from '@stamp/contracts';
import { MissionCalendar } from '../missions/mission-calendar';
import { LedgerEntryEntity } from './ledger-entry.entity';
import { DailyLedgerCounts, LedgerRepository } from './ledger.repository';

const DEFAULT_PAGE = 100;
/** The dashboard's plots: the last 30 days. */
export const DEFAULT_ACTIVITY_DAYS = 30;

/** A day's counts as the views name them (a plain object: the store's view adds its new members). */
function toDayView(day: DailyLedgerCounts): Pick<DailyLoyaltyCountsView, keyof DailyLoyaltyCountsView> {
  return {
    date: day.date,
    stamps: day.stamps,
    completed_cards: day.completedCards,
    redemptions: day.redemptions,
  };
}

function toLedgerView(entry: LedgerEntryEntity): LedgerEntryView {
  return {
    id: Number(entry.id),
    kind: entry.kind,
    user_id: entry.memberNo,
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

/** A member's receipts, newest first (settles "my stamp is missing"), and the counts per day. */
@Injectable()
export class LedgerService {
  constructor(
    private readonly ledger: LedgerRepository,
    private readonly calendar: MissionCalendar,
  ) {}

  async ofMember(message: MemberLedgerMessage): Promise<LedgerEntryView[]> {
    const entries = await this.ledger.listByMember(
      message.memberNo,
      message.limit ?? DEFAULT_PAGE,
      message.before,
    );
    return entries.map(toLedgerView);
  }

  /** Stamps, completed cards and redemptions of each of `days` days ending with `to` (default today). */
  async dailyActivity(message: DailyActivityRequest): Promise<DailyActivityView> {
    const range = this.rangeOf(message);
    const days = await this.ledger.dailyCounts(range.from, range.to, range.timeZone);
    return { ...range, days: days.map(toDayView) };
  }

  /** The same days for one store, with the members who stamped there for the first time each day. */
  async storeDailyActivity(message: StoreDailyActivityRequest): Promise<StoreDailyActivityView> {
    const range = this.rangeOf(message);
    const days = await this.ledger.storeDailyCounts(message.storeId, range.from, range.to, range.timeZone);
    return {
      ...range,
      days: days.map((day) => ({ ...toDayView(day), new_members: day.newMembers })),
    };
  }

  /** The `days` calendar days (default 30) ending with `to` (default today) in the mission time zone. */
  private rangeOf(message: DailyActivityRequest): { timeZone: string; from: string; to: string } {
    const to = message.to ?? this.calendar.today();
    const from = addDays(to, 1 - (message.days ?? DEFAULT_ACTIVITY_DAYS));
    return { timeZone: this.calendar.timeZone, from, to };
  }

  /**
   * Counts and keeps the ended days of the default range that are not kept yet (the sweep calls it), so
   * that no administrator waits for a month of receipts to be counted: once they are kept it counts nothing.
   */
  async keepEndedDays(): Promise<void> {
    const today = this.calendar.today();
    await this.ledger.dailyCounts(
      addDays(today, -DEFAULT_ACTIVITY_DAYS),
      addDays(today, -1),
      this.calendar.timeZone,
    );
  }
}
