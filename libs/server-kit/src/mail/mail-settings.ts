import { IsOptional, IsString, Matches } from 'class-validator';

/**
 * The mail settings of every service that sends e-mail (member: reset links; store: guessing alerts), read
 * once in its ServiceDefinition.configure: a service's own settings class extends this one, or loads it.
 */
export class MailSettings {
  /** Where the file mailer writes its .eml files (DATA_DIR/mail) when no SMTP server is configured. */
  @IsString() DATA_DIR = './data';

  /** smtp://user:pass@host:587 or smtps://user:pass@host:465; unset: mail goes to files under DATA_DIR/mail. */
  @IsOptional()
  @Matches(/^smtps?:\/\/.+/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  @IsString() MAIL_FROM = 'Stamp <no-reply@stamp.local>';
}
