import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { IsTimeZone } from '@stamp/server-kit/config';

/** The loyalty service's own settings, read once from the environment it is started with. */
export class LoyaltyServiceSettings {
  /** Missions run by calendar dates: an expiry date is valid through the end of that day here. */
  @IsTimeZone() MISSION_TIME_ZONE = 'Asia/Manila';

  /** Wrong stamp passwords in a row, for one member at one store, before a lockout. */
  @Type(() => Number) @IsInt() @Min(1) @Max(100) STAMP_LOCK_AFTER = 5;

  /** While a store is under a guessing attack: wrong passwords in a row that lock a member there. */
  @Type(() => Number) @IsInt() @Min(1) @Max(100) STAMP_UNDER_ATTACK_LOCK_AFTER = 2;

  /**
   * The store's ceiling: wrong passwords at one store, all members together, within the window. Reached, the
   * store is under attack: it stops checking the stamp password of members who have never stamped there
   * (until fewer are left in the window, or the password changes), and its owner and the admins are told.
   * At most 30, and the window at least 10 minutes: never more than 30 checked guesses per 10 minutes.
   */
  @Type(() => Number) @IsInt() @Min(2) @Max(30) STORE_GUESS_CEILING = 20;

  /** The window of the store ceiling, in seconds (10 minutes to a day). */
  @Type(() => Number) @IsInt() @Min(600) @Max(86_400) STORE_GUESS_WINDOW_SECONDS = 600;

  /** Stamp passwords each replica remembers as verified, with their verifiers (see StampPasswordChecker). */
  @Type(() => Number) @IsInt() @Min(1) @Max(1_000_000) STAMP_PASSWORD_MEMO_SIZE = 10_000;

  /** How often expired missions are announced and old idempotency keys purged, in seconds. */
  @Type(() => Number) @IsInt() @Min(1) @Max(3600) LOYALTY_SWEEP_SECONDS = 60;
}
