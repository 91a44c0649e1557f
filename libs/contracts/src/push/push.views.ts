import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DEVICE_PLATFORMS, DevicePlatform, PUSH_TYPES, PushType } from '@stamp/shared';

/** Where a push message came from: the domain events, an administrator, or a store owner. */
export const PUSH_ORIGINS = ['auto', 'admin', 'store'] as const;
export type PushOrigin = (typeof PUSH_ORIGINS)[number];

export class PushMessageView {
  @ApiProperty({ type: 'integer', example: 31 }) id!: number;
  @ApiProperty({ enum: PUSH_TYPES, example: 'new-event' }) type!: PushType;
  @ApiProperty({ example: 'New stamp event at Kape ni Juan' }) title!: string;
  @ApiProperty({
    example:
      'Kape ni Juan (Makati City, National Capital Region (NCR)) has a new stamp event "Coffee lovers": 2026.12.01 ~ 2026.12.31.',
  })
  message!: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-20T08:00:00.000Z' }) createdAt!: string;
}

/** One item of a member's inbox (api-contract.md); `id` and `push_message_id` are the message's id. */
export class InboxItemView {
  @ApiProperty({ type: 'integer', example: 31 }) id!: number;
  @ApiProperty({ type: 'integer', example: 31 }) push_message_id!: number;
  @ApiProperty({ example: false }) is_read!: boolean;
  @ApiProperty({ type: PushMessageView }) PushMessage!: PushMessageView;
}

export const DELIVERY_STATES = ['off', 'pending', 'done'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** How far delivery to devices went (`off` when no provider is configured). */
export class DeliveryView {
  @ApiProperty({ enum: DELIVERY_STATES, example: 'done' }) status!: DeliveryState;
  @ApiProperty({
    type: 'integer',
    example: 1520,
    description: 'Devices the providers accepted the message for',
  })
  sent!: number;
  @ApiProperty({ type: 'integer', example: 3, description: 'Devices the message could not be delivered to' })
  failed!: number;
  @ApiProperty({
    type: 'integer',
    example: 12,
    description: 'Tokens removed because the provider no longer knows them',
  })
  removed!: number;
}

/** A row of the admin auto-push screen: number, situation, broadcast text, target. */
export class AutoPushView extends PushMessageView {
  @ApiProperty({ example: 'New coupon event registered' }) situation!: string;
  @ApiProperty({ example: 'All members' }) target!: string;
  @ApiProperty({ type: DeliveryView }) delivery!: DeliveryView;
}

/** A row of the send-push page's history: number, city, district, message, send date. */
export class SentPushView extends PushMessageView {
  @ApiProperty({ enum: PUSH_ORIGINS, example: 'store' }) origin!: PushOrigin;
  @ApiProperty({ example: 'National Capital Region (NCR)', description: 'The region, or "All"' })
  city!: string;
  @ApiProperty({ example: 'Makati City', description: 'The province/city, or "All"' }) district!: string;
  @ApiPropertyOptional({ type: 'integer', example: 12, nullable: true }) store_id!: number | null;
  @ApiProperty({ type: DeliveryView }) delivery!: DeliveryView;
}

export class DeviceView {
  @ApiProperty({ type: 'integer', example: 9 }) id!: number;
  @ApiProperty({ enum: DEVICE_PLATFORMS, example: 'android' }) platform!: DevicePlatform;
  @ApiProperty({ example: true }) registered!: boolean;
}

export class DeviceRemovedView {
  @ApiProperty({ example: true }) removed!: boolean;
}

/** A device the member registered for pushes: its token only as a short preview, never whole. */
export class ExportedDeviceView {
  @ApiProperty({ enum: DEVICE_PLATFORMS, example: 'android' }) platform!: DevicePlatform;
  @ApiProperty({ example: 'fcm:dGhpc2lz…', description: 'The first characters of the token, then …' })
  token_preview!: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-20T08:00:00.000Z' }) createdAt!: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-27T08:00:00.000Z' }) updatedAt!: string;
}

/** Everything the push service holds about a member (their data export's push part). */
export class PushMemberDataView {
  @ApiProperty({ type: [InboxItemView], description: 'Every message of the inbox, newest first' })
  messages!: InboxItemView[];
  @ApiProperty({ type: [ExportedDeviceView] }) devices!: ExportedDeviceView[];
}
