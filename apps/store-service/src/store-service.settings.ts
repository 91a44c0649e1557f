import { IsTimeZone } from '@stamp/server-kit/config';
import { MailSettings } from '@stamp/server-kit/mail';

/**
 * The store service's own settings, read once from the environment it is started with; the mail settings
 * (SMTP_URL, MAIL_FROM, DATA_DIR) are the kit's, shared with the member service.
 */
export class StoreServiceSettings extends MailSettings {
  /** The missions' calendar, as the loyalty service reads it: the display status of the missions a store shows. */
  @IsTimeZone() MISSION_TIME_ZONE = 'Asia/Manila';
}
