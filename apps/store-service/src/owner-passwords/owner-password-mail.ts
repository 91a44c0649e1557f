import { MailMessage } from '@stamp/server-kit/mail';

export const OWNER_PASSWORD_MAIL_SUBJECT = 'Set the owner password of your store';

/** The web app's page that sets the owner password with a mailed token. */
export function ownerPasswordLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/mobile/store-owner/set-password?token=${encodeURIComponent(token)}`;
}

/** The mail to the store's e-mail: the link and how long it works; never a password. */
export function ownerPasswordMail(to: string, storeName: string, link: string): MailMessage {
  return {
    to,
    subject: OWNER_PASSWORD_MAIL_SUBJECT,
    text: [
      'Hello,',
      '',
      `Someone asked to set the owner password of ${storeName} on Stamp.`,
      'Open this link to choose it. It is valid for 30 minutes and works once:',
      '',
      link,
      '',
      'The owner password opens the store menu. Keep it to yourself: it is not the stamp password your staff type.',
      'If you did not ask for this, ignore this e-mail: nothing changes.',
      '',
      'Stamp',
    ].join('\n'),
  };
}
