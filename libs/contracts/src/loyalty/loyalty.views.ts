import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import {
  MISSION_DISPLAY_STATUSES,
  MISSION_STATUSES,
  MissionDisplayStatus,
  MissionStatus,
} from '@stamp/shared';

export class MissionView {
  @ApiProperty({ type: 'integer', example: 3 }) id!: number;
  @ApiProperty({ type: 'integer', example: 12 }) store_id!: number;
  @ApiProperty({ example: 'Buy 10 coffees, get 1 free' }) name!: string;
  @ApiProperty({ format: 'date', example: '2026-12-01' }) start_date!: string;
  @ApiProperty({
    format: 'date',
    example: '2026-12-31',
    description: 'Valid through the end of that day, store time zone',
  })
  expire_date!: string;
  @ApiProperty({ type: 'integer', example: 10 }) max_stamp_count!: number;
  @ApiProperty({
    enum: MISSION_STATUSES,
    nullable: true,
    example: 'ongoing',
    description: 'null: finished by an administrator',
  })
  status!: MissionStatus | null;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 30,
    description: "Stamp pacing: the least minutes between one member's stamps; null = no limit",
  })
  min_stamp_interval_minutes!: number | null;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 2,
    description: 'Stamp pacing: stamps per member and day (mission time zone); null = no limit',
  })
  daily_stamp_limit!: number | null;
  @ApiProperty({ example: true, description: 'Ongoing and not past its expiry date: stamps are accepted' })
  active!: boolean;
  @ApiProperty({
    enum: MISSION_DISPLAY_STATUSES,
    example: 'in_progress',
    description:
      'How the back-office shows it (spec §4): in_progress (active), stopped (pended) or ended (finished or expired)',
  })
  display_status!: MissionDisplayStatus;
  @ApiProperty({ format: 'date-time', example: '2026-11-20T08:00:00.000Z' }) createdAt!: string;
}

export class MissionResultView {
  @ApiProperty({ example: 'Mission created.' }) message!: string;
  @ApiProperty({ type: MissionView }) mission!: MissionView;
}

export class MissionDeletedView {
  @ApiProperty({ example: 'Mission deleted.' }) message!: string;
  @ApiProperty({ type: 'integer', example: 3 }) id!: number;
}

/** The store of a card or ticket: its name and place. */
export class LoyaltyStoreView {
  @ApiProperty({ type: 'integer', example: 12 }) id!: number;
  @ApiProperty({ example: 'Kape ni Juan' }) name!: string;
  @ApiProperty({ example: 'National Capital Region (NCR)' }) region!: string;
  @ApiProperty({ example: 'Makati City' }) province!: string;
  @ApiProperty({ example: '123 Ayala Ave.' }) address!: string;
  @ApiProperty({ example: '0281234567' }) phone_number!: string;
}

export class CouponMissionView extends MissionView {
  @ApiPropertyOptional({ type: LoyaltyStoreView, nullable: true }) Store!: LoyaltyStoreView | null;
}

/** A member's stamp card for one mission. */
export class CouponView {
  @ApiProperty({ type: 'integer', example: 81 }) id!: number;
  @ApiProperty({ type: 'integer', example: 42, description: "The member's bbs_no" }) user_id!: number;
  @ApiProperty({ type: 'integer', example: 3 }) mission_id!: number;
  @ApiProperty({ type: 'integer', example: 4 }) stamp_count!: number;
  @ApiProperty({
    type: 'integer',
    example: 10,
    description: "Stamps this card needs: the mission's count when the card was made",
  })
  max_stamp_count!: number;
  @ApiProperty({ example: false, description: 'Always false: a full card becomes a ticket' })
  is_used!: boolean;
  @ApiProperty({ format: 'date-time', example: '2026-12-02T03:00:00.000Z' }) createdAt!: string;
  @ApiProperty({ format: 'date-time', example: '2026-12-05T03:00:00.000Z' }) updatedAt!: string;
  @ApiProperty({ type: CouponMissionView }) Mission!: CouponMissionView;
}

export class TicketView {
  @ApiProperty({ type: 'integer', example: 7 }) id!: number;
  @ApiProperty({ type: 'integer', example: 42, description: "The member's bbs_no" }) user_id!: number;
  @ApiProperty({ type: 'integer', example: 12 }) store_id!: number;
  @ApiProperty({
    type: 'integer',
    example: 3,
    nullable: true,
    description: 'null for a ticket given by an administrator',
  })
  mission_id!: number | null;
  @ApiProperty({ type: 'integer', example: 81, nullable: true, description: 'The card it was made from' })
  coupon_id!: number | null;
  @ApiProperty({ example: false }) is_used!: boolean;
  @ApiProperty({ format: 'date-time', example: '2026-12-09T03:00:00.000Z' }) createdAt!: string;
  @ApiProperty({ format: 'date-time', example: null, nullable: true, type: String }) usedAt!: string | null;
  @ApiPropertyOptional({ type: LoyaltyStoreView, nullable: true }) Store!: LoyaltyStoreView | null;
}

/** POST /api/v1/coupon/{id}/add: a stamp below the last, or the last one (the card became a ticket). */
export class StampResultView {
  @ApiProperty({ example: false }) completed!: boolean;
  @ApiProperty({ example: 'Stamp added successfully.' }) message!: string;
  @ApiPropertyOptional({ type: CouponView, description: 'The card after the stamp (not when completed)' })
  coupon?: CouponView;
  @ApiPropertyOptional({ type: TicketView, description: 'The new ticket (when completed)' })
  ticket?: TicketView;
}

export class TicketUsedView {
  @ApiProperty({ example: 'Coupon used successfully.' }) message!: string;
  @ApiProperty({ type: TicketView }) ticket!: TicketView;
}

export class DeletedView {
  @ApiProperty({ example: 'Successfully Deleted' }) message!: string;
  @ApiProperty({ example: true }) deleted!: true;
}

export const LEDGER_KINDS = [
  'stamp',
  'redemption',
  'ticket-granted',
  'coupon-deleted',
  'ticket-deleted',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** One receipt: what happened to whose card or ticket, where, when, and in which request. */
export class LedgerEntryView {
  @ApiProperty({ type: 'integer', example: 1201 }) id!: number;
  @ApiProperty({ enum: LEDGER_KINDS, example: 'stamp' }) kind!: LedgerKind;
  @ApiProperty({ type: 'integer', example: 42 }) user_id!: number;
  @ApiProperty({ type: 'integer', example: 12 }) store_id!: number;
  @ApiProperty({ example: 3, nullable: true, type: 'integer' }) mission_id!: number | null;
  @ApiProperty({ example: 81, nullable: true, type: 'integer' }) coupon_id!: number | null;
  @ApiProperty({ example: null, nullable: true, type: 'integer' }) ticket_id!: number | null;
  @ApiProperty({
    example: 5,
    nullable: true,
    type: 'integer',
    description: 'Stamps on the card after a stamp',
  })
  stamp_count!: number | null;
  @ApiProperty({
    example: null,
    nullable: true,
    type: 'integer',
    description: 'The administrator, for a grant',
  })
  admin_id!: number | null;
  @ApiProperty({ example: 'b1c9f1d2-7f3a-4c55-9f0e-1c2d3e4f5a6b', nullable: true, type: String })
  request_id!: string | null;
  @ApiProperty({ format: 'date-time', example: '2026-12-05T03:00:00.000Z' }) occurredAt!: string;
}

/** One calendar day of the ledger: stamps given, cards completed (their last stamp) and tickets redeemed. */
export class DailyLoyaltyCountsView {
  @ApiProperty({ format: 'date', example: '2026-11-20', description: 'YYYY-MM-DD in the mission time zone' })
  date!: string;
  @ApiProperty({ type: 'integer', example: 120, description: 'Stamps given (a card’s last stamp included)' })
  stamps!: number;
  @ApiProperty({ type: 'integer', example: 9, description: 'Cards completed: tickets made by a last stamp' })
  completed_cards!: number;
  @ApiProperty({ type: 'integer', example: 7, description: 'Tickets used at a store' }) redemptions!: number;
}

/** The loyalty counts of each day from `from` to `to` (both included, oldest first, zeros included). */
export class DailyActivityView {
  @ApiProperty({ example: 'Asia/Manila', description: 'The mission time zone the days are counted in' })
  timeZone!: string;
  @ApiProperty({ format: 'date', example: '2026-10-26' }) from!: string;
  @ApiProperty({ format: 'date', example: '2026-11-24' }) to!: string;
  @ApiProperty({ type: [DailyLoyaltyCountsView] }) days!: DailyLoyaltyCountsView[];
}

/** One calendar day of one store: its loyalty counts and the members who stamped there for the first time. */
export class StoreDayCountsView extends DailyLoyaltyCountsView {
  @ApiProperty({
    type: 'integer',
    example: 2,
    description: 'Members whose first stamp ever at the store was that day',
  })
  new_members!: number;
}

/** One store's counts of each day from `from` to `to` (both included, oldest first, zeros included). */
export class StoreDailyActivityView extends OmitType(DailyActivityView, ['days'] as const) {
  @ApiProperty({ type: [StoreDayCountsView] }) days!: StoreDayCountsView[];
}

/** What a coupon create answers: the card, and whether it was made now or already existed. */
export interface CouponCreatedView {
  coupon: CouponView;
  created: boolean;
}

/** A wrong stamp or redeem password the member typed at a store (kept 7 days for the guessing limits). */
export class StampPasswordFailureView {
  @ApiProperty({ type: 'integer', example: 12 }) store_id!: number;
  @ApiProperty({ format: 'date-time', example: '2026-12-05T03:00:00.000Z' }) occurredAt!: string;
}

/** Everything the loyalty service holds about a member (their data export's loyalty part). */
export class LoyaltyMemberDataView {
  @ApiProperty({ type: [CouponView] }) coupons!: CouponView[];
  @ApiProperty({ type: [TicketView] }) tickets!: TicketView[];
  @ApiProperty({ type: [LedgerEntryView], description: 'Every receipt of the ledger, newest first' })
  ledger!: LedgerEntryView[];
  @ApiProperty({ type: [StampPasswordFailureView] }) stamp_password_failures!: StampPasswordFailureView[];
}
