import { IsInt, IsOptional, IsString, Min } from 'class-validator';
import { defineEvent } from '../common/message-def';

/** The store as other services need it: its name and place (push messages announce both). */
export class StoreSnapshot {
  @IsInt() @Min(1) id!: number;
  @IsString() name!: string;
  @IsString() region!: string;
  @IsString() province!: string;
  @IsString() address!: string;
  @IsOptional() @IsString() phone_number?: string;
  @IsOptional() @IsString() createdAt?: string;
}

export class StoreDeletedPayload {
  @IsInt() @Min(1) id!: number;
  @IsString() name!: string;
}

export const StoreEvents = {
  created: defineEvent('store.created', StoreSnapshot),
  updated: defineEvent('store.updated', StoreSnapshot),
  deleted: defineEvent('store.deleted', StoreDeletedPayload),
} as const;
