import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { IsAccountPassword } from '@stamp/contracts';
import { LOG_LEVELS, LogLevel } from '@stamp/server-kit/config';
import { MailSettings } from '@stamp/server-kit/mail';

/**
 * The member service's own settings, read once from the environment it is started with; the mail settings
 * (SMTP_URL, MAIL_FROM, DATA_DIR) are the kit's, shared with the store service.
 */
export class MemberServiceSettings extends MailSettings {
  /** The web app's address, for the first administrator's login link. */
  @Matches(/^https?:\/\/[^/]+/, { message: 'PUBLIC_URL must be an http:// or https:// URL' })
  PUBLIC_URL = 'http://localhost:3000';

  /** The first super master's login id (default: admin). */
  @IsOptional()
  @Matches(/^\S{1,100}$/, { message: 'BOOTSTRAP_ADMIN_ID must be 1 to 100 characters without spaces' })
  BOOTSTRAP_ADMIN_ID?: string;

  /**
   * The first super master's password; unset: a random one is generated and printed once. A weak one (the
   * rule every new password keeps) stops the service at start.
   */
  @IsOptional()
  @IsString()
  @MaxLength(200)
  @IsAccountPassword({
    message: 'BOOTSTRAP_ADMIN_PASSWORD must be at least 8 characters and not a commonly used password',
  })
  BOOTSTRAP_ADMIN_PASSWORD?: string;

  /**
   * How many same-named members find-id tries the password on. It always verifies this many hashes, dummies
   * making up the rest, so its time does not tell how many members share a name.
   */
  @Type(() => Number) @IsInt() @Min(1) @Max(20) FIND_ID_CANDIDATES = 10;

  /**
   * Days without a login after which a member's account becomes dormant (the privacy policy's year); the
   * notice is mailed DORMANCY_NOTICE_DAYS before, so the period is longer than that.
   */
  @Type(() => Number) @IsInt() @Min(8) @Max(3650) DORMANT_AFTER_DAYS = 365;

  @IsIn(LOG_LEVELS, { message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })
  LOG_LEVEL: LogLevel = 'info';
}
