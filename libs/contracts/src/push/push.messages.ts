import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import {
  ADMIN_PUSH_MESSAGE_MAX_LENGTH,
  ADMIN_PUSH_TITLE_MAX_LENGTH,
  DEVICE_PLATFORMS,
  DevicePlatform,
  MESSAGES,
  PUSH_MESSAGE_MAX_LENGTH,
  PUSH_SUBJECT_MAX_LENGTH,
  PUSH_TYPES,
  PushType,
} from '@stamp/shared';
import { Trim } from '../common/trim';

/** Inbox and list paging: `?limit=` (1..100, default 50) and `?before=<id>` (keyset). */
export const PUSH_PAGE_DEFAULT = 50;
export const PUSH_PAGE_MAX = 100;

const PLACE_MAX_LENGTH = 100;
/** Generous: a Web Push subscription (JSON with its endpoint URL and keys) is a few hundred characters. */
const DEVICE_TOKEN_MAX_LENGTH = 4096;

/** Keyset paging: the newest `limit` items, or those older than the item `before`. */
export class PageMessage {
  @IsOptional() @IsInt() @Min(1) @Max(PUSH_PAGE_MAX) limit?: number;
  @IsOptional() @IsInt() @Min(1) before?: number;
}

/** An administrator's broadcast to every member: JSON twin of `GET /push/send/type/.../title/.../message/...`. */
export class SendBroadcastRequest {
  @ApiProperty({ enum: PUSH_TYPES, example: 'new-event' })
  @IsIn(PUSH_TYPES, { message: MESSAGES.typeInvalid })
  type!: PushType;

  @ApiProperty({ example: 'Stamp week', maxLength: ADMIN_PUSH_TITLE_MAX_LENGTH })
  @Trim()
  @IsNotEmpty({ message: MESSAGES.titleRequired })
  @IsString()
  @MaxLength(ADMIN_PUSH_TITLE_MAX_LENGTH, { message: MESSAGES.adminTitleTooLong })
  title!: string;

  @ApiProperty({
    example: 'Double stamps at every store this week!',
    maxLength: ADMIN_PUSH_MESSAGE_MAX_LENGTH,
  })
  @Trim()
  @IsNotEmpty({ message: MESSAGES.messageRequired })
  @IsString()
  @MaxLength(ADMIN_PUSH_MESSAGE_MAX_LENGTH, { message: MESSAGES.adminMessageTooLong })
  message!: string;

  @ApiPropertyOptional({
    example: 'National Capital Region (NCR)',
    description: 'With province: only the members of that region and province/city; without: every member',
  })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(200)
  region?: string;

  @ApiPropertyOptional({ example: 'Makati City', description: 'Goes with region' })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(200)
  province?: string;
}

export class SendBroadcastMessage extends SendBroadcastRequest {
  @IsInt() @Min(1) adminId!: number;
}

/** A store owner's push to the members of one region and province/city (JSON twin of the GET route). */
export class RegionalPushRequest {
  @ApiProperty({ example: 'National Capital Region (NCR)' })
  @Trim()
  @IsNotEmpty({ message: MESSAGES.regionRequired })
  @IsString()
  @MaxLength(PLACE_MAX_LENGTH)
  region!: string;

  @ApiProperty({ example: 'Makati City' })
  @Trim()
  @IsNotEmpty({ message: MESSAGES.provinceRequired })
  @IsString()
  @MaxLength(PLACE_MAX_LENGTH)
  province!: string;

  @ApiProperty({
    example: 'Free refill today',
    description:
      'The subject; the title becomes `{storeName}: {subject}` (a leading `{storeName}: ` is not doubled)',
  })
  @Trim()
  @IsNotEmpty({ message: MESSAGES.titleRequired })
  @IsString()
  @MaxLength(PLACE_MAX_LENGTH + PUSH_SUBJECT_MAX_LENGTH, { message: MESSAGES.titleTooLong })
  title!: string;

  @ApiProperty({
    example: 'Show this message for a free refill until 6 pm.',
    maxLength: PUSH_MESSAGE_MAX_LENGTH,
  })
  @Trim()
  @IsNotEmpty({ message: MESSAGES.messageRequired })
  @IsString()
  @MaxLength(PUSH_MESSAGE_MAX_LENGTH, { message: MESSAGES.messageTooLong })
  message!: string;
}

export class SendRegionalMessage extends RegionalPushRequest {
  @IsInt() @Min(1) storeId!: number;
  @IsString() @IsNotEmpty() storeName!: string;
}

export class InboxMessage extends PageMessage {
  @IsInt() @Min(1) memberNo!: number;
}

export class MarkReadMessage {
  @IsInt() @Min(1) memberNo!: number;
  @IsInt() @Min(1) id!: number;
}

/** `POST /api/v1/push/device`: the native wrapper's token, or a browser's Web Push subscription as JSON. */
export class RegisterDeviceRequest {
  @ApiProperty({
    example: 'fcm-registration-token',
    description:
      'android/ios: the FCM registration token. web: the PushSubscription as JSON ({endpoint, keys: {p256dh, auth}}).',
  })
  @Trim()
  @IsNotEmpty({ message: MESSAGES.tokenRequired })
  @IsString()
  @MaxLength(DEVICE_TOKEN_MAX_LENGTH)
  token!: string;

  @ApiProperty({ enum: DEVICE_PLATFORMS, example: 'android' })
  @IsIn(DEVICE_PLATFORMS, { message: MESSAGES.platformInvalid })
  platform!: DevicePlatform;
}

export class RegisterDeviceMessage extends RegisterDeviceRequest {
  @IsInt() @Min(1) memberNo!: number;
  /** The session of the member's token: the device is theirs while it lives. */
  @IsUUID() sessionId!: string;
}

/** `DELETE /api/v1/push/device` (logout): the token stops receiving this member's pushes. */
export class UnregisterDeviceRequest {
  @ApiProperty({ example: 'fcm-registration-token' })
  @Trim()
  @IsNotEmpty({ message: MESSAGES.tokenRequired })
  @IsString()
  @MaxLength(DEVICE_TOKEN_MAX_LENGTH)
  token!: string;
}

export class UnregisterDeviceMessage extends UnregisterDeviceRequest {
  @IsInt() @Min(1) memberNo!: number;
}

/** A member's push data (their data export). */
export class PushMemberMessage {
  @IsInt() @Min(1) memberNo!: number;
}
