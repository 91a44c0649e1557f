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

/**
 * What may be logged of a failed send: the error's code (nodemailer's `EAUTH`, `ECONNECTION`, `EENVELOPE`, ...),
 * never its message, which can quote addresses or the server's answer.
 */
export function mailErrorCode(error: unknown): string | undefined {
  const code: unknown = error instanceof Error ? Reflect.get(error, 'code') : undefined;
  return typeof code === 'string' ? code : undefined;
}
