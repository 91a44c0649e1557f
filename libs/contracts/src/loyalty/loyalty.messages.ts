import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  MAX_DAILY_STAMP_LIMIT,
  MAX_STAMP_INTERVAL_MINUTES,
  MESSAGES,
  MISSION_STATUSES,
  MissionStatus,
} from '@stamp/shared';
import { IsCalendarDate, MAX_RANGE_DAYS } from '../common/calendar';
import { Trim } from '../common/trim';

const TEXT = 200;
const DATE_HINT = 'Dates are calendar dates: YYYY-MM-DD';
/** A request id or an Idempotency-Key: printable ASCII without spaces. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/** The web form sends the stamp count as text; an empty value counts as 0 (spec §5: "empty becomes 0"). */
function stampCount({ value }: { value: unknown }): unknown {
  if (value === '') {
    return 0;
  }
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) {
    return Number(value);
  }
  return value;
}

/** A pacing limit from a form: empty means no limit (null); digits as text become the number. */
function pacingLimit({ value }: { value: unknown }): unknown {
  if (typeof value === 'string' && value.trim() === '') {
    return null;
  }
  return stampCount({ value });
}

/**
 * The fields of a mission form. Types are checked here; which fields are missing, too long or out of order
 * (the spec's messages, in the spec's order) is decided by the loyalty service's mission rules, because
 * those depend on several fields at once and, on update, on the stored mission.
 */
export class MissionFieldsRequest {
  @ApiProperty({ type: String, example: 'Buy 10 coffees, get 1 free', description: 'At most 30 characters' })
  @IsOptional()
  @Trim()
  @IsString({ message: 'name must be text' })
  @MaxLength(TEXT, { message: MESSAGES.missionNameTooLong })
  name?: string | null;

  @ApiProperty({ format: 'date', type: String, example: '2026-12-01', description: DATE_HINT })
  @IsOptional()
  @IsString({ message: 'start_date must be a date (YYYY-MM-DD)' })
  @MaxLength(40, { message: 'start_date must be a date (YYYY-MM-DD)' })
  start_date?: string | null;

  @ApiProperty({
    format: 'date',
    type: String,
    example: '2026-12-31',
    description: `${DATE_HINT}; valid through the end of that day`,
  })
  @IsOptional()
  @IsString({ message: 'expire_date must be a date (YYYY-MM-DD)' })
  @MaxLength(40, { message: 'expire_date must be a date (YYYY-MM-DD)' })
  expire_date?: string | null;

  @ApiProperty({
    type: 'integer',
    example: 10,
    description: '1 to 100 stamps ("Hit Number"); empty counts as 0',
  })
  @IsOptional()
  @Transform(stampCount)
  @IsInt({ message: 'max_stamp_count must be a whole number' })
  max_stamp_count?: number | null;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    example: 30,
    description: `Stamp pacing: the least minutes between one member's stamps, 1 to ${MAX_STAMP_INTERVAL_MINUTES}; null or empty = no limit (the default)`,
  })
  @IsOptional()
  @Transform(pacingLimit)
  @IsInt({ message: MESSAGES.missionStampIntervalInvalid })
  min_stamp_interval_minutes?: number | null;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    example: 2,
    description: `Stamp pacing: stamps per member and day (MISSION_TIME_ZONE), 1 to ${MAX_DAILY_STAMP_LIMIT}; null or empty = no limit (the default)`,
  })
  @IsOptional()
  @Transform(pacingLimit)
  @IsInt({ message: MESSAGES.missionDailyLimitInvalid })
  daily_stamp_limit?: number | null;

  @ApiPropertyOptional({
    enum: MISSION_STATUSES,
    description:
      'Administrators only. ongoing; pended (stopped); finished (clears the status: the mission ends)',
  })
  @IsOptional()
  @IsIn(MISSION_STATUSES, { message: `status must be one of ${MISSION_STATUSES.join(', ')}` })
  status?: MissionStatus;
}

/** POST /api/v1/mission/create. A store's owner may leave store_id out (it is their store). */
export class CreateMissionRequest extends MissionFieldsRequest {
  @ApiProperty({ type: 'integer', example: 12 })
  @IsOptional()
  @IsInt({ message: 'store_id must be a store id' })
  @Min(1, { message: 'store_id must be a store id' })
  store_id?: number | null;
}

/** PUT /api/v1/mission/update: a field left out keeps its value; a field sent empty is missing. */
export class UpdateMissionRequest extends MissionFieldsRequest {
  @ApiProperty({ type: 'integer', example: 3 })
  @IsInt({ message: MESSAGES.missionCommunicationError })
  @Min(1, { message: MESSAGES.missionCommunicationError })
  id!: number;

  @ApiPropertyOptional({
    type: 'integer',
    example: 12,
    description: "Administrators' form: must be the mission's store",
  })
  @IsOptional()
  @IsInt({ message: 'store_id must be a store id' })
  @Min(1, { message: 'store_id must be a store id' })
  store_id?: number | null;
}

export const MISSION_ACTOR_KINDS = ['admin', 'owner'] as const;

/** Who manages a mission, as the gateway established it from the token. */
export class MissionActor {
  @IsIn(MISSION_ACTOR_KINDS) kind!: (typeof MISSION_ACTOR_KINDS)[number];
  /** The owner's store (owners only). */
  @IsOptional() @IsInt() @Min(1) storeId?: number;
}

export class CreateMissionMessage {
  @ValidateNested() @Type(() => MissionActor) actor!: MissionActor;
  @ValidateNested() @Type(() => CreateMissionRequest) mission!: CreateMissionRequest;
}

export class UpdateMissionMessage {
  @ValidateNested() @Type(() => MissionActor) actor!: MissionActor;
  @ValidateNested() @Type(() => UpdateMissionRequest) changes!: UpdateMissionRequest;
}

export class DeleteMissionMessage {
  @ValidateNested() @Type(() => MissionActor) actor!: MissionActor;
  @IsInt() @Min(1) id!: number;
}

export class StoreMissionMessage {
  @IsInt() @Min(1) storeId!: number;
}

/** POST /api/v1/coupon/create: the member's card for a mission (user_id must be the caller). */
export class CreateCouponRequest {
  @ApiProperty({ type: 'integer', example: 42, description: "The member's bbs_no" })
  @IsInt({ message: 'user_id must be a member number' })
  @Min(1, { message: 'user_id must be a member number' })
  user_id!: number;

  @ApiProperty({ type: 'integer', example: 3 })
  @IsInt({ message: MESSAGES.missionCommunicationError })
  @Min(1, { message: MESSAGES.missionCommunicationError })
  mission_id!: number;
}

/** The store's stamp password, typed by the member at the counter (stamping and redeeming). */
export class StorePasswordRequest {
  @ApiProperty({ example: '4321', description: "The store's stamp password" })
  @IsNotEmpty({ message: MESSAGES.passwordIncorrect })
  @IsString({ message: MESSAGES.passwordIncorrect })
  @MaxLength(100, { message: MESSAGES.passwordIncorrect })
  password!: string;
}

/** POST /api/v1/ticket/create (administrators): a ticket given by hand, e.g. to settle a missing stamp. */
export class GrantTicketRequest {
  @ApiProperty({ type: 'integer', example: 42, description: "The member's bbs_no" })
  @IsInt({ message: 'user_id must be a member number' })
  @Min(1, { message: 'user_id must be a member number' })
  user_id!: number;

  @ApiProperty({ type: 'integer', example: 12 })
  @IsInt({ message: 'store_id must be a store id' })
  @Min(1, { message: 'store_id must be a store id' })
  store_id!: number;
}

export class MemberMessage {
  @IsInt() @Min(1) memberNo!: number;
}

export class MemberMissionMessage extends MemberMessage {
  @IsInt() @Min(1) missionId!: number;
}

export class MemberCouponMessage extends MemberMessage {
  @IsInt() @Min(1) couponId!: number;
}

export class MemberTicketMessage extends MemberMessage {
  @IsInt() @Min(1) ticketId!: number;
}

/** Stamping and redeeming: the password, and the client's Idempotency-Key when it sent one. */
export class AddStampMessage extends MemberCouponMessage {
  @IsString() @MaxLength(100) password!: string;
  @IsOptional() @Matches(IDEMPOTENCY_KEY_PATTERN) idempotencyKey?: string;
  /**
   * The client's address has spent its budget of wrong stamp passwords for this many more seconds (the
   * gateway's): the password of a member who has never stamped at the store is then not checked.
   */
  @IsOptional() @IsInt() @Min(1) @Max(86_400) addressLockedSeconds?: number;
}

export class UseTicketMessage extends MemberTicketMessage {
  @IsString() @MaxLength(100) password!: string;
  @IsOptional() @Matches(IDEMPOTENCY_KEY_PATTERN) idempotencyKey?: string;
}

export class GrantTicketMessage {
  @IsInt() @Min(1) memberNo!: number;
  @IsInt() @Min(1) store_id!: number;
  @IsInt() @Min(1) adminId!: number;
}

export class MemberLedgerMessage extends MemberMessage {
  @IsOptional() @IsInt() @Min(1) @Max(500) limit?: number;
  /** Entries older than this entry id (paging backwards). */
  @IsOptional() @IsInt() @Min(1) before?: number;
}

const DAYS_MESSAGE = `days must be a whole number from 1 to ${String(MAX_RANGE_DAYS)}`;

/**
 * GET /api/v1/dashboard/activity, and the loyalty request behind it: the `days` calendar days that end on
 * `to` (default: today), in the mission time zone.
 */
export class DailyActivityRequest {
  @ApiPropertyOptional({
    type: 'integer',
    example: 30,
    minimum: 1,
    maximum: MAX_RANGE_DAYS,
    description: `How many days, ending with \`to\` (default 30)`,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: DAYS_MESSAGE })
  @Min(1, { message: DAYS_MESSAGE })
  @Max(MAX_RANGE_DAYS, { message: DAYS_MESSAGE })
  days?: number;

  @ApiPropertyOptional({
    format: 'date',
    example: '2026-11-24',
    description: 'The last day (YYYY-MM-DD, mission time zone); default today',
  })
  @IsOptional()
  @IsCalendarDate('to')
  to?: string;
}

/** The loyalty request behind GET /api/v1/store/{id}/dashboard: the same days, counted for one store. */
export class StoreDailyActivityRequest extends DailyActivityRequest {
  @IsInt() @Min(1) storeId!: number;
}
