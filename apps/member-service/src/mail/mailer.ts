/** One e-mail: plain text always, HTML optionally. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends e-mail: over SMTP (SmtpMailer) or, without an SMTP server, into .eml files (FileMailer). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export const MAILER = Symbol('MAILER');
