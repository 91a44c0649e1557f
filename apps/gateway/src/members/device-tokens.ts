import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a device token stays good; each successful login from the device gives it a fresh one. */
export const DEVICE_TOKEN_LIFETIME_MS = 180 * 24 * 60 * 60 * 1000;

/**
 * OWASP's device cookie ("Slow Down Online Guessing Attacks with Device Cookies"): after a member's
 * successful login the gateway hands the device a token `<device id>.<expiry>.<HMAC>` that names a random
 * device id and, through the HMAC, the e-mail it was given for; the web app keeps it and sends it with later
 * logins. A login that brings a valid token for its e-mail spends the failure budget of that device, not the
 * account's, so a stranger's wrong passwords for the e-mail cannot keep the member out on a device they have
 * signed in from (docs/abuse-limits.md). The key is derived from JWT_SECRET; the token holds no e-mail.
 */
export class DeviceTokens {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly now: () => number = Date.now,
  ) {
    this.key = createHmac('sha256', secret).update('stamp member device token v1').digest();
  }

  /** A token for this e-mail on `device` (a new device id when none is given), good for 180 days. */
  issue(email: string, device: string = randomBytes(16).toString('base64url')): string {
    const expires = Math.floor((this.now() + DEVICE_TOKEN_LIFETIME_MS) / 1000).toString(36);
    return `${device}.${expires}.${this.mac(email, device, expires)}`;
  }

  /** The device id of `token` when it is one of ours, for this e-mail and not expired; null otherwise. */
  deviceOf(token: string | undefined, email: string): string | null {
    const [device, expires, mac, ...rest] = token?.split('.') ?? [];
    if (!device || !expires || !mac || rest.length > 0 || parseInt(expires, 36) * 1000 <= this.now()) {
      return null;
    }
    const expected = Buffer.from(this.mac(email, device, expires));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? device : null;
  }

  private mac(email: string, device: string, expires: string): string {
    return createHmac('sha256', this.key)
      .update(`${email.trim().toLowerCase()}\n${device}\n${expires}`)
      .digest('base64url');
  }
}
