import { generateRequestDetails } from 'web-push';
import { DevicePlatform } from '@stamp/shared';
import {
  DeviceTarget,
  FetchFn,
  PushNotification,
  PushProvider,
  SendOutcome,
  outcomeOfNetworkError,
  outcomeOfStatus,
} from './push-provider';
import { EndpointRules, parseWebSubscription } from './web-push-subscription';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** How long a push service keeps a message for an offline browser. */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and an aes128gcm-encrypted payload (RFC 8291), for members on
 * a plain browser. The `web-push` package signs and encrypts; the request goes out through fetch, so it
 * shares the timeouts and retries of every provider.
 */
export class WebPushProvider implements PushProvider {
  readonly name = 'web-push';
  readonly platforms: readonly DevicePlatform[] = ['web'];

  constructor(
    private readonly vapid: VapidDetails,
    private readonly endpointRules: EndpointRules,
    private readonly fetchFn: FetchFn,
    private readonly timeoutMs: number,
  ) {}

  async send(device: DeviceTarget, notification: PushNotification): Promise<SendOutcome> {
    const subscription = parseWebSubscription(device.token, this.endpointRules);
    if (!subscription) {
      return { kind: 'unregistered', reason: 'not a usable push subscription' };
    }
    const payload = JSON.stringify({
      title: notification.title,
      body: notification.body,
      data: {
        push_message_id: notification.messageId,
        type: notification.type,
        link: '/account/push-message',
      },
    });
    const details = generateRequestDetails(subscription, payload, {
      vapidDetails: this.vapid,
      TTL: TTL_SECONDS,
      urgency: 'normal',
    });
    // The package types every header as a string; TTL comes as a number. fetch sets the length itself.
    const headers = Object.fromEntries(
      (Object.entries(details.headers) as [string, string | number][])
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    let response: Response;
    try {
      response = await this.fetchFn(details.endpoint, {
        method: details.method,
        headers,
        body: details.body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      return outcomeOfNetworkError(error);
    }
    await response.body?.cancel();
    if (response.ok) {
      return { kind: 'sent' };
    }
    return outcomeOfStatus(
      response.status,
      `push service ${response.status}`,
      response.headers.get('retry-after'),
    );
  }
}
