/**
 * The device tokens that member logins on this device were answered with (docs/abuse-limits.md): sent with
 * the next login for the same e-mail, they give this device a budget of failed logins of its own, so a
 * stranger's wrong passwords for the e-mail cannot keep the member out here. Kept by e-mail, the latest few,
 * in local storage of their own: a logout or an expired session keeps them (the device has still signed in).
 */
export const MEMBER_DEVICE_STORAGE = 'memberDeviceTokens';

/** E-mails whose token is kept at most (a shared phone): the least recently used goes first. */
const KEPT = 5;

type Kept = [email: string, token: string][];

function normalized(email: string): string {
  return email.trim().toLowerCase();
}

function kept(): Kept {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(MEMBER_DEVICE_STORAGE) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (entry): entry is [string, string] =>
            Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/** The token an earlier login for this e-mail answered on this device, if one is kept. */
export function memberDeviceToken(email: string): string | undefined {
  const wanted = normalized(email);
  return kept().find(([kept]) => kept === wanted)?.[1];
}

/** Keeps the token a login for this e-mail answered (the newest first). */
export function keepMemberDeviceToken(email: string, token: string): void {
  const wanted = normalized(email);
  const others = kept().filter(([kept]) => kept !== wanted);
  localStorage.setItem(MEMBER_DEVICE_STORAGE, JSON.stringify([[wanted, token], ...others].slice(0, KEPT)));
}
