import { join, resolve } from 'node:path';
import { Logger } from 'pino';
import { FileMailer } from './file-mailer';
import { MailSettings } from './mail-settings';
import { Mailer } from './mailer';
import { SmtpMailer } from './smtp-mailer';

/** The mailer the settings ask for: SMTP when SMTP_URL is set, else files under DATA_DIR/mail. */
export function createMailer(settings: MailSettings, logger: Logger): Mailer {
  if (settings.SMTP_URL) {
    logger.info({ mailer: 'smtp' }, 'mail goes out through SMTP');
    return new SmtpMailer(settings.SMTP_URL, settings.MAIL_FROM);
  }
  const dir = resolve(join(settings.DATA_DIR, 'mail'));
  logger.info({ mailer: 'file', dir }, 'no SMTP_URL: mail is written to .eml files');
  return new FileMailer(dir, settings.MAIL_FROM);
}
