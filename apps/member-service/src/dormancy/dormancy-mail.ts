import { MailMessage } from '@stamp/server-kit/mail';

export const DORMANCY_NOTICE_SUBJECT = 'Your Stamp account will become dormant in 7 days';
export const REACTIVATION_SUBJECT = 'Confirm to use your Stamp account again';

function greeting(firstName: string): string {
  return firstName ? `Hello ${firstName},` : 'Hello,';
}

function base(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, '');
}

/** The link of the web app's confirmation page for a dormant account's token. */
export function reactivationLink(publicUrl: string, token: string): string {
  return `${base(publicUrl)}/mobile/reactivate?token=${encodeURIComponent(token)}`;
}

/** The notice 7 days before an account becomes dormant: a login before then keeps it in use. */
export function dormancyNoticeMail(
  to: string,
  firstName: string,
  publicUrl: string,
  dormantOn: string,
): MailMessage {
  return {
    to,
    subject: DORMANCY_NOTICE_SUBJECT,
    text: [
      greeting(firstName),
      '',
      'You have not logged in to Stamp for almost a year.',
      `As our privacy policy says, your account becomes dormant on ${dormantOn}: its information is then kept`,
      'apart and not used until you log in again and confirm it by e-mail.',
      '',
      'To keep using your account as it is, simply log in before then:',
      '',
      `${base(publicUrl)}/mobile/login`,
      '',
      'Stamp',
    ].join('\n'),
  };
}

/** The confirmation a dormant account's login asks for: the link works once, for 24 hours. */
export function reactivationMail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: REACTIVATION_SUBJECT,
    text: [
      greeting(firstName),
      '',
      'Your Stamp account is dormant: nobody logged in to it for a year.',
      'Open this link to use it again. It is valid for 24 hours and works once:',
      '',
      link,
      '',
      'Then log in as usual. If it was not you who tried to log in, ignore this e-mail and change your password.',
      '',
      'Stamp',
    ].join('\n'),
  };
}
