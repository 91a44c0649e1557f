import { Transporter, createTransport } from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport';
import { CheckedAtStartup, maskedUrl, messageOf, StartupError } from '../process/startup-error';
import { MailMessage, Mailer } from './mailer';

/** Bounded waits, so a dead mail server cannot hold a request or a shutdown for minutes. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Sends mail through the SMTP server of SMTP_URL (smtp:// with STARTTLS when offered, or smtps://). */
export class SmtpMailer implements Mailer, CheckedAtStartup {
  private readonly transport: Transporter<SMTPTransport.SentMessageInfo>;

  constructor(
    private readonly smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = createTransport({ url: smtpUrl, ...TIMEOUTS });
  }

  /** Connects, greets and logs in once, so a wrong SMTP_URL stops the start instead of every later mail. */
  async checkAtStartup(): Promise<void> {
    try {
      await this.transport.verify();
    } catch (error) {
      throw new StartupError(
        'the SMTP server',
        `${messageOf(error)} (${maskedUrl(this.smtpUrl)})`,
        'check SMTP_URL (host, port, user and password), or unset it to write mail to files under DATA_DIR/mail.',
      );
    }
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }

  close(): void {
    this.transport.close();
  }
}
