import { MailMessage, Mailer } from './mailer';

/**
 * Mails sent after the answer, so the mail server's latency never shows in it (reset and set-password links):
 * a failure goes to `onFailure` (log it, never the link), and `settled` lets a stopping service finish them.
 */
export class BackgroundMails {
  private readonly sending = new Set<Promise<void>>();

  constructor(private readonly mailer: Mailer) {}

  send(mail: MailMessage, onFailure: (error: unknown) => void): void {
    const sending = this.mailer.send(mail).catch(onFailure);
    this.sending.add(sending);
    void sending.finally(() => this.sending.delete(sending));
  }

  /** Resolves when every mail under way has been sent or has failed. */
  async settled(): Promise<void> {
    await Promise.all([...this.sending]);
  }
}
