import { generateRequestDetails } from 'web-push';
import { DevicePlatform } from '@stamp/shared';
import { HttpAnswer, PushHttpClient } from './push-http-client';
import {
  DeviceTarget,
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
 * a plain browser. The `web-push` package signs and encrypts; the request goes out through the replica's
 * pooled HTTP client, and shares the timeouts and retries of every provider.
 */
export class WebPushProvider implements PushProvider {
  readonly name = 'web-push';
  readonly platforms: readonly DevicePlatform[] = ['web'];

  constructor(
    private readonly vapid: VapidDetails,
    private readonly endpointRules: EndpointRules,
    private readonly http: PushHttpClient,
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
    // The package types every header as a string; TTL comes as a number. the client sets the length itself.
    const headers = Object.fromEntries(
      (Object.entries(details.headers) as [string, string | number][])
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    let answer: HttpAnswer;
    try {
      answer = await this.http.post(new URL(details.endpoint), {
        headers,
        body: details.body,
        timeoutMs: this.timeoutMs,
      });
    } catch (error) {
      return outcomeOfNetworkError(error);
    }
    if (answer.status >= 200 && answer.status < 300) {
      return { kind: 'sent' };
    }
    return outcomeOfStatus(answer.status, `push service ${answer.status}`, answer.retryAfter);
  }
}
