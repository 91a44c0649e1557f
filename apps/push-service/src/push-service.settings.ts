import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Matches, Max, Min, ValidateIf } from 'class-validator';
import { IsTimeZone } from '@stamp/server-kit/config';

const HTTP_URL = /^https?:\/\/[^/]+/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

const toBoolean = ({ value }: { value: unknown }) => value === true || value === 'true' || value === '1';

/**
 * The push service's own settings, read once from the environment it is started with. Delivery to devices
 * is on for each provider whose credentials are set: FCM (Android, iOS) and Web Push with VAPID (browsers).
 */
export class PushServiceSettings {
  /** Push dates (YYYY.MM.DD) and the store owners' daily limit follow this time zone's calendar. */
  @IsTimeZone() MISSION_TIME_ZONE = 'Asia/Manila';

  /** How many regional pushes one store may send per calendar day. */
  @Type(() => Number) @IsInt() @Min(1) @Max(100) PUSH_OWNER_DAILY_LIMIT = 3;

  /** FCM HTTP v1: the service account as JSON (as downloaded), or the three fields below. */
  @IsOptional() @IsString() FCM_SERVICE_ACCOUNT_JSON?: string;

  @ValidateIf((s: PushServiceSettings) => Boolean(s.FCM_CLIENT_EMAIL ?? s.FCM_PRIVATE_KEY))
  @IsString({ message: 'FCM_PROJECT_ID is required with FCM_CLIENT_EMAIL and FCM_PRIVATE_KEY' })
  FCM_PROJECT_ID?: string;

  @ValidateIf((s: PushServiceSettings) => Boolean(s.FCM_PROJECT_ID ?? s.FCM_PRIVATE_KEY))
  @IsString({ message: 'FCM_CLIENT_EMAIL is required with FCM_PROJECT_ID and FCM_PRIVATE_KEY' })
  FCM_CLIENT_EMAIL?: string;

  /** PEM; `\n` escapes (as environment files carry them) are turned into newlines. */
  @ValidateIf((s: PushServiceSettings) => Boolean(s.FCM_PROJECT_ID ?? s.FCM_CLIENT_EMAIL))
  @IsString({ message: 'FCM_PRIVATE_KEY is required with FCM_PROJECT_ID and FCM_CLIENT_EMAIL' })
  FCM_PRIVATE_KEY?: string;

  /** Where FCM's API and Google's OAuth2 token endpoint are (tests point them at a local server). */
  @Matches(HTTP_URL, { message: 'FCM_API_URL must be an http(s) URL' })
  FCM_API_URL = 'https://fcm.googleapis.com';

  @Matches(HTTP_URL, { message: 'FCM_TOKEN_URL must be an http(s) URL' })
  FCM_TOKEN_URL = 'https://oauth2.googleapis.com/token';

  /** Web Push: the VAPID key pair (`npx web-push generate-vapid-keys`) and a contact (mailto: or https:). */
  @ValidateIf((s: PushServiceSettings) => s.VAPID_PRIVATE_KEY !== undefined)
  @Matches(BASE64URL, { message: 'VAPID_PUBLIC_KEY must be URL-safe base64 (with VAPID_PRIVATE_KEY)' })
  VAPID_PUBLIC_KEY?: string;

  @ValidateIf((s: PushServiceSettings) => s.VAPID_PUBLIC_KEY !== undefined)
  @Matches(BASE64URL, { message: 'VAPID_PRIVATE_KEY must be URL-safe base64 (with VAPID_PUBLIC_KEY)' })
  VAPID_PRIVATE_KEY?: string;

  @Matches(/^(mailto:|https:\/\/).+/, { message: 'VAPID_SUBJECT must be a mailto: or https: URL' })
  VAPID_SUBJECT = 'mailto:push@stamp.local';

  /**
   * Hosts a browser's push subscription may point at (comma-separated, `*.` wildcards): the browsers' push
   * services. Anything else is refused at registration, so the service never posts to an address a
   * member chose.
   */
  @IsString()
  WEB_PUSH_ENDPOINT_HOSTS =
    'fcm.googleapis.com,updates.push.services.mozilla.com,*.push.apple.com,*.notify.windows.com';

  /** Lets subscriptions use http:// endpoints (local test servers only). */
  @IsBoolean() @Transform(toBoolean) WEB_PUSH_ALLOW_HTTP = false;

  /**
   * Devices per delivery unit: a message's audience is cut into units of this many devices of one provider,
   * and every replica takes units (docs/decisions/0008-push-fan-out-units.md).
   */
  @Type(() => Number) @IsInt() @Min(1) @Max(100_000) PUSH_DELIVERY_UNIT_SIZE = 1000;

  /**
   * A replica's hold on a unit; it renews the lease every third of this while it works. A replica that dies
   * loses its units this long after its last renewal (plus one poll), and another one takes them over.
   */
  @Type(() => Number) @IsInt() @Min(1000) @Max(300_000) PUSH_DELIVERY_LEASE_MS = 10_000;

  /**
   * Devices read and sent per page within a unit, recorded before the next: a crash re-sends at most the
   * page that was in flight.
   */
  @Type(() => Number) @IsInt() @Min(1) @Max(5000) PUSH_DELIVERY_PAGE_SIZE = 200;

  /** Requests in flight to the providers at once, per replica (over reused HTTP/2 or keep-alive connections). */
  @Type(() => Number) @IsInt() @Min(1) @Max(1000) PUSH_DELIVERY_CONCURRENCY = 100;

  /** Tries per device on 429/5xx/network errors, with exponential backoff (Retry-After is honoured). */
  @Type(() => Number) @IsInt() @Min(1) @Max(10) PUSH_RETRY_ATTEMPTS = 4;

  @Type(() => Number) @IsInt() @Min(1) PUSH_RETRY_BASE_MS = 500;

  @Type(() => Number) @IsInt() @Min(1) PUSH_RETRY_MAX_MS = 30_000;

  /** How often an idle replica looks for messages to deliver. */
  @Type(() => Number) @IsInt() @Min(10) PUSH_DELIVERY_POLL_MS = 1000;

  /** Timeout of one request to a provider. */
  @Type(() => Number) @IsInt() @Min(100) PUSH_HTTP_TIMEOUT_MS = 10_000;
}
