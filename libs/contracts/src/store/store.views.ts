import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IMAGE_TYPES,
  ImageType,
  MISSION_DISPLAY_STATUSES,
  MISSION_STATUSES,
  MissionDisplayStatus,
  MissionStatus,
  STAMP_MODES,
  StampMode,
} from '@stamp/shared';

export class ImageView {
  @ApiProperty({ type: 'integer', example: 7 }) id!: number;
  @ApiProperty({ example: 'stores/12/0b7c6a4e-6a37-4c0e-9d0e-2f1c1d3b9a11.jpg' }) key!: string;
  @ApiProperty({ enum: IMAGE_TYPES, example: 'representative' }) type!: ImageType;
}

/** The mission a store carries, kept in the store service from loyalty's mission events. */
export class StoreMissionView {
  @ApiProperty({ type: 'integer', example: 3 }) id!: number;
  @ApiProperty({ example: 'Buy 10 coffees, get 1 free' }) name!: string;
  @ApiProperty({ format: 'date', example: '2026-12-01' }) start_date!: string;
  @ApiProperty({ format: 'date', example: '2026-12-31' }) expire_date!: string;
  @ApiProperty({ type: 'integer', example: 10 }) max_stamp_count!: number;
  @ApiProperty({ enum: MISSION_STATUSES, nullable: true, example: 'ongoing' }) status!: MissionStatus | null;
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

/** What anybody may see of a store. */
export class StorePublicView {
  @ApiProperty({ type: 'integer', example: 12 }) id!: number;
  @ApiProperty({ example: 'Kape ni Juan' }) name!: string;
  @ApiProperty({ example: 'National Capital Region (NCR)' }) region!: string;
  @ApiProperty({ example: 'Makati City' }) province!: string;
  @ApiProperty({ example: '123 Ayala Ave.' }) address!: string;
  @ApiProperty({ example: '0281234567' }) phone_number!: string;
  @ApiProperty({ example: 'active' }) status!: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-20T08:00:00.000Z' }) createdAt!: string;
  @ApiProperty({ type: 'integer', example: 4, description: 'Tickets redeemed at this store' })
  redeemed!: number;
  @ApiProperty({ type: [ImageView] }) Images!: ImageView[];
  @ApiPropertyOptional({ type: StoreMissionView, nullable: true }) Mission!: StoreMissionView | null;
}

/**
 * Many wrong stamp passwords at the store within a short window: somebody may be guessing the stamp password,
 * and the store stopped checking it for members who have never stamped there (docs/stamping.md, "Guessing
 * limits"). Shown to administrators and the owner until the stamp password is changed.
 */
export class StampGuessingAlertView {
  @ApiProperty({
    format: 'date-time',
    example: '2026-11-22T08:05:00.000Z',
    description: 'When the store reached the ceiling',
  })
  detectedAt!: string;

  @ApiProperty({
    type: 'integer',
    example: 30,
    description: 'Wrong stamp passwords at the store within the window, all members',
  })
  failures!: number;

  @ApiProperty({ type: 'integer', example: 7, description: 'Members who typed them' })
  members!: number;

  @ApiProperty({ type: 'integer', example: 900, description: 'The window, in seconds' })
  windowSeconds!: number;
}

/**
 * A store with guessing alerts that no new stamp password has answered yet (the admin dashboard): its latest
 * open alert, and how many there are since the first.
 */
export class OpenGuessingAlertView extends StampGuessingAlertView {
  @ApiProperty({ type: 'integer', example: 12 }) store_id!: number;
  @ApiProperty({ example: 'Kape ni Juan' }) store_name!: string;
  @ApiProperty({ example: 'K7Q2ZD' }) store_code!: string;

  @ApiProperty({
    format: 'date-time',
    example: '2026-11-22T07:40:00.000Z',
    description: 'When the first open alert was raised',
  })
  firstDetectedAt!: string;

  @ApiProperty({
    type: 'integer',
    example: 2,
    description: 'Open alerts of the store (one per window that reached the ceiling)',
  })
  alerts!: number;

  @ApiProperty({
    type: 'integer',
    example: 64,
    description: 'Wrong stamp passwords counted by all its open alerts together',
  })
  totalFailures!: number;
}

/** The full record: for administrators and the store's own owner. */
export class StoreFullView extends StorePublicView {
  @ApiProperty({ example: 'K7Q2ZD' }) code!: string;
  @ApiProperty({ example: '4321', description: 'The stamp password' }) password!: string;
  @ApiProperty({ example: 'Juan Dela Cruz' }) owner_name!: string;
  @ApiProperty({ example: 'owner@kapenijuan.ph' }) email!: string;
  @ApiProperty({ example: '09171234567' }) owner_phone!: string;

  @ApiProperty({
    enum: STAMP_MODES,
    example: 'password',
    description:
      "How members stamp: `password`, the store's fixed stamp password (the default), or `rotating`, a six-digit code that changes every 30 seconds (GET /api/v1/store/{id}/stamp-code) and the fixed password no longer stamps",
  })
  stamp_mode!: StampMode;

  @ApiProperty({
    type: StampGuessingAlertView,
    nullable: true,
    description:
      'The latest guessing alert not yet answered by a new stamp password; null when there is none. Changing the stamp password clears it.',
  })
  stampGuessingAlert!: StampGuessingAlertView | null;
}

export type StoreView = StorePublicView | StoreFullView;

/** The store's current rotating stamp code, as the store service computes it. */
export class StoreStampCodeView {
  @ApiProperty({ example: '492039', description: 'Six digits; the code of the step before is accepted too' })
  code!: string;

  @ApiProperty({
    format: 'date-time',
    example: '2026-11-28T10:15:30.000Z',
    description: 'When the next code replaces it',
  })
  expires_at!: string;
}

/** GET /api/v1/store/{id}/stamp-code: the code for the counter's screen and a link that carries it. */
export class StampCodeView extends StoreStampCodeView {
  @ApiProperty({
    example: 'https://stamp.example.ph/store/coupon/12?code=492039',
    description: "The store's stamp page in the member app with the code filled in (the counter's QR code)",
  })
  link!: string;
}

export class StoreCodeLookupView {
  @ApiProperty({ type: 'integer', example: 12 }) id!: number;
  @ApiProperty({ example: 'Kape ni Juan' }) name!: string;
}

export class CreatedIdView {
  @ApiProperty({ type: 'integer', example: 12 }) id!: number;
}

export class NoticeView {
  @ApiProperty({ type: 'integer', example: 5 }) id!: number;
  @ApiProperty({ type: 'integer', example: 12 }) store_id!: number;
  @ApiProperty({ example: 'Holiday hours' }) title!: string;
  @ApiProperty({ example: 'We open at 10 am on December 24.' }) message!: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-20T08:00:00.000Z' }) createdAt!: string;
}

export class RedeemedView {
  @ApiProperty({ type: 'integer', example: 5 }) redeemed!: number;
}

export class RemovedImagesView {
  @ApiProperty({ type: [String] }) removed!: string[];
}

/** A store whose owner e-mail is the member's: what the store service holds about them as its owner. */
export class OwnedStoreView {
  @ApiProperty({ type: 'integer', example: 12 }) id!: number;
  @ApiProperty({ example: 'Kape ni Juan' }) name!: string;
  @ApiProperty({ example: 'K7Q2ZD' }) code!: string;
  @ApiProperty({ example: 'National Capital Region (NCR)' }) region!: string;
  @ApiProperty({ example: 'Makati City' }) province!: string;
  @ApiProperty({ example: '123 Ayala Ave.' }) address!: string;
  @ApiProperty({ example: '0281234567' }) phone_number!: string;
  @ApiProperty({ example: 'Juan Dela Cruz' }) owner_name!: string;
  @ApiProperty({ example: 'owner@kapenijuan.ph' }) email!: string;
  @ApiProperty({ example: '09171234567' }) owner_phone!: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-20T08:00:00.000Z' }) createdAt!: string;
}

/** What the store service holds about a member (their data export's store part). */
export class StoreMemberDataView {
  @ApiProperty({ type: [OwnedStoreView] }) owned_stores!: OwnedStoreView[];
}
