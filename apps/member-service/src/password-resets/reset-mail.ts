import { MailMessage } from '@stamp/server-kit/mail';

export const RESET_MAIL_SUBJECT = 'Reset your Stamp password';

/** The link of the web app's reset page for a token. */
export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/mobile/reset-password?token=${encodeURIComponent(token)}`;
}

/** The reset mail: the link and how long it works; never a password. */
export function resetMail(to: string, firstName: string, link: string): MailMessage {
  const greeting = firstName ? `Hello ${firstName},` : 'Hello,';
  return {
    to,
    subject: RESET_MAIL_SUBJECT,
    text: [
      greeting,
      '',
      'We received a request to reset the password of your Stamp account.',
      'Open this link to choose a new password. It is valid for 30 minutes and works once:',
      '',
      link,
      '',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      '',
      'Stamp',
    ].join('\n'),
  };
}
