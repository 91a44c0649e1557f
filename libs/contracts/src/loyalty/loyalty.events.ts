import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Min, ValidateNested } from 'class-validator';
import { MISSION_STATUSES, MissionStatus } from '@stamp/shared';
import { StoreSnapshot } from '../store/store.events';

export class MissionSnapshot {
  @IsInt() @Min(1) id!: number;
  @IsInt() @Min(1) store_id!: number;
  @IsString() name!: string;
  /** YYYY-MM-DD */
  @IsString() start_date!: string;
  /** YYYY-MM-DD, valid through the end of that day in the store's time zone */
  @IsString() expire_date!: string;
  @IsInt() @Min(1) max_stamp_count!: number;
  @IsOptional() @IsIn(MISSION_STATUSES) status!: MissionStatus | null;
  @IsString() createdAt!: string;
  /**
   * The mission's version, one more at every change: read models keep what the newest version says and
   * ignore an older event that arrives late (a redelivery, or another replica's slower transaction).
   * Absent in events written before versions were kept.
   */
  @IsOptional() @IsInt() @Min(1) version?: number;
}

export class MissionEventPayload {
  @ValidateNested() @Type(() => MissionSnapshot) mission!: MissionSnapshot;
  @ValidateNested() @Type(() => StoreSnapshot) store!: StoreSnapshot;
}

export const MISSION_TRANSITIONS = ['started', 'paused'] as const;
export type MissionTransition = (typeof MISSION_TRANSITIONS)[number];

export class MissionStatusChangedPayload extends MissionEventPayload {
  @IsOptional() @IsIn(MISSION_STATUSES) from!: MissionStatus | null;
  @IsOptional() @IsIn(MISSION_STATUSES) to!: MissionStatus | null;
  @IsIn(MISSION_TRANSITIONS) transition!: MissionTransition;
}

export const MISSION_END_REASONS = ['deleted', 'finished'] as const;
export class MissionEndedPayload extends MissionEventPayload {
  @IsIn(MISSION_END_REASONS) reason!: (typeof MISSION_END_REASONS)[number];
}

export class TicketRedeemedPayload {
  @IsInt() @Min(1) ticket_id!: number;
  @IsInt() @Min(1) store_id!: number;
  @IsInt() @Min(1) memberNo!: number;
  @IsString() redeemedAt!: string;
}

/**
 * Many wrong stamp passwords at one store in a short time (the store's ceiling): somebody is probably
 * guessing, and the store has stopped checking the stamp password of members who have never stamped there.
 * The store's owner and the administrators should hear of it (and may change the password). Announced at
 * most once per window and store, and once more after each new stamp password. Consumers: the store service
 * (the alert in the store's full view, the mail to the owner).
 */
export class StampGuessingDetectedPayload {
  @ValidateNested() @Type(() => StoreSnapshot) store!: StoreSnapshot;
  /** Wrong passwords at this store within the window (all members). */
  @IsInt() @Min(1) failures!: number;
  /** Members who typed them. */
  @IsInt() @Min(1) members!: number;
  @IsInt() @Min(1) windowSeconds!: number;
  @IsString() detectedAt!: string;
}
