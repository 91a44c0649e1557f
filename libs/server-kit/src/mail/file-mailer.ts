import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { CheckedAtStartup, messageOf, StartupError } from '../process/startup-error';
import { MailMessage, Mailer } from './mailer';

/**
 * Without an SMTP server, each message is written as an RFC 822 file (CRLF line ends, as sent over SMTP) (`<time>-<uuid>.eml`) under the given
 * folder (DATA_DIR/mail): any mail client opens it, and a developer can follow a reset link from it.
 */
export class FileMailer implements Mailer, CheckedAtStartup {
  private readonly transport = createTransport({ streamTransport: true, buffer: true });

  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The folder must take files: a read-only one would only fail later, when a member asks for a reset link. */
  async checkAtStartup(): Promise<void> {
    const probe = join(this.dir, `.write-check-${randomUUID()}`);
    try {
      await mkdir(this.dir, { recursive: true, mode: 0o700 });
      await writeFile(probe, '', { mode: 0o600 });
      await unlink(probe);
    } catch (error) {
      throw new StartupError(
        'the mail folder',
        `${this.dir} is not writable (${messageOf(error)})`,
        'set SMTP_URL to send mail through an SMTP server, or make DATA_DIR/mail writable (in a container: a volume).',
      );
    }
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.from, ...message });
    if (!Buffer.isBuffer(info.message)) {
      throw new Error('The mail composer did not return the message as a buffer');
    }
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const stamp = this.now().toISOString().replace(/[:.]/g, '-');
    await writeFile(join(this.dir, `${stamp}-${randomUUID()}.eml`), info.message, { mode: 0o600 });
  }
}
