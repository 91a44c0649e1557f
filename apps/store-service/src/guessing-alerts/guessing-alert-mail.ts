import { MailMessage } from '@stamp/server-kit/mail';
import { StoreEntity } from '../stores/store.entity';
import { StampGuessingAlertEntity } from './stamp-guessing-alert.entity';

export type AlertedStore = Pick<StoreEntity, 'name' | 'email' | 'ownerName'>;
export type AlertFigures = Pick<
  StampGuessingAlertEntity,
  'detectedAt' | 'failures' | 'members' | 'windowSeconds'
>;

function count(n: number, one: string, many: string): string {
  return `${String(n)} ${n === 1 ? one : many}`;
}

/** The window in words: whole minutes (at least one). */
function windowOf(seconds: number): string {
  return count(Math.max(1, Math.round(seconds / 60)), 'minute', 'minutes');
}

/** `2026-11-22 08:05 UTC`: the store service keeps no time zone of its own. */
function utcMinute(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export function guessingAlertSubject(storeName: string): string {
  return `Many wrong stamp passwords at ${storeName}`;
}

/**
 * The mail to the store's owner about a guessing alert: what happened in numbers, that the store has
 * stopped checking the stamp password of members new to it (and for how long), that its regular members can
 * still stamp, and where to change the stamp password. It never carries the password.
 */
export function guessingAlertMail(store: AlertedStore, alert: AlertFigures): MailMessage {
  const greeting = store.ownerName.trim() ? `Hello ${store.ownerName.trim()},` : 'Hello,';
  return {
    to: store.email,
    subject: guessingAlertSubject(store.name),
    text: [
      greeting,
      '',
      `${count(alert.failures, 'wrong stamp password was', 'wrong stamp passwords were')} typed at ${store.name} ` +
        `by ${count(alert.members, 'member', 'members')} within ${windowOf(alert.windowSeconds)} ` +
        `(noticed ${utcMinute(alert.detectedAt)}). Someone may be trying to guess your stamp password.`,
      '',
      'To stop the guessing, your store no longer checks the stamp password of members who have never ' +
        'stamped there: they are asked to try again later. This lasts while the wrong passwords go on and ' +
        `ends ${windowOf(alert.windowSeconds)} after they stop, or at once when you change the stamp password.`,
      '',
      'Members who have stamped at your store before can still stamp as usual with the right password: only ' +
        'members who type wrong passwords are slowed down.',
      '',
      'If your stamp password may have leaked, change it: open the store menu → Store information, set a new ' +
        'stamp password and tell your staff. The alert in your store information goes away once the password ' +
        'is changed, and new members can stamp again.',
      '',
      'Stamp',
    ].join('\n'),
  };
}
