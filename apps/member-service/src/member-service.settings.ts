import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { LOG_LEVELS, LogLevel } from '@stamp/server-kit';

/** The member service's own settings, read once from the environment it is started with. */
export class MemberServiceSettings {
  /** Where the file mailer writes its .eml files (DATA_DIR/mail) when no SMTP server is configured. */
  @IsString() DATA_DIR = './data';

  /** smtp://user:pass@host:587 or smtps://user:pass@host:465; unset: mail goes to files under DATA_DIR/mail. */
  @IsOptional()
  @Matches(/^smtps?:\/\/.+/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  @IsString() MAIL_FROM = 'Stamp <no-reply@stamp.local>';

  /** The web app's address, for the first administrator's login link. */
  @Matches(/^https?:\/\/[^/]+/, { message: 'PUBLIC_URL must be an http:// or https:// URL' })
  PUBLIC_URL = 'http://localhost:3000';

  /** The first super master's login id (default: admin). */
  @IsOptional()
  @Matches(/^\S{1,100}$/, { message: 'BOOTSTRAP_ADMIN_ID must be 1 to 100 characters without spaces' })
  BOOTSTRAP_ADMIN_ID?: string;

  /** The first super master's password; unset: a random one is generated and printed once. */
  @IsOptional() @IsString() @MaxLength(200) BOOTSTRAP_ADMIN_PASSWORD?: string;

  @IsIn(LOG_LEVELS, { message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })
  LOG_LEVEL: LogLevel = 'info';
}
