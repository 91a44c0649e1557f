import { DevicePlatform } from '@stamp/shared';
import { FcmAccessTokenSource, FcmTokenError } from './fcm-access-token';
import { HttpAnswer, PushHttpClient } from './push-http-client';
import {
  DeviceTarget,
  PushNotification,
  PushProvider,
  SendOutcome,
  outcomeOfNetworkError,
  outcomeOfStatus,
} from './push-provider';

interface FcmErrorBody {
  error?: {
    status?: string;
    message?: string;
    details?: { '@type'?: string; errorCode?: string }[];
  };
}

function parseErrorBody(text: string): FcmErrorBody {
  try {
    return JSON.parse(text) as FcmErrorBody;
  } catch {
    return {};
  }
}

/** FCM's own error code of a failed send (UNREGISTERED, QUOTA_EXCEEDED, ...), when it gave one. */
function fcmErrorCode(body: FcmErrorBody): string | undefined {
  const detail = body.error?.details?.find((d) => d['@type']?.endsWith('google.firebase.fcm.v1.FcmError'));
  return detail?.errorCode ?? body.error?.status;
}

/**
 * A message's FCM body with the device token left out: built once per notification, so a send only
 * splices its token in (`{"message":{"token":…,` + the rest).
 */
function bodyWithoutToken(notification: PushNotification): string {
  const rest = JSON.stringify({
    notification: { title: notification.title, body: notification.body },
    data: {
      push_message_id: String(notification.messageId),
      type: notification.type,
      link: '/account/push-message',
    },
    android: { priority: 'high', notification: { tag: `push-${notification.messageId}` } },
    apns: { headers: { 'apns-priority': '10' }, payload: { aps: { sound: 'default' } } },
  });
  return rest.slice(1);
}

/**
 * Firebase Cloud Messaging, HTTP v1 API: `POST {base}/v1/projects/{project}/messages:send` with an OAuth2
 * access token of a service account. Android and iOS (through APNs) devices.
 */
export class FcmProvider implements PushProvider {
  readonly name = 'fcm';
  readonly platforms: readonly DevicePlatform[] = ['android', 'ios'];
  private readonly sendUrl: URL;
  /** The last notification's body without its token: a unit sends one notification to all its devices. */
  private lastBody: { notification: PushNotification; rest: string } | undefined;

  constructor(
    projectId: string,
    apiUrl: string,
    private readonly tokens: FcmAccessTokenSource,
    private readonly http: PushHttpClient,
    private readonly timeoutMs: number,
  ) {
    this.sendUrl = new URL(
      `${apiUrl.replace(/\/+$/, '')}/v1/projects/${encodeURIComponent(projectId)}/messages:send`,
    );
  }

  async send(device: DeviceTarget, notification: PushNotification): Promise<SendOutcome> {
    const first = await this.post(device, notification);
    if (first.status !== 401) {
      return first.outcome;
    }
    // The access token was refused (revoked or expired early): take a new one, once.
    this.tokens.invalidate();
    return (await this.post(device, notification)).outcome;
  }

  private body(device: DeviceTarget, notification: PushNotification): string {
    if (this.lastBody?.notification !== notification) {
      this.lastBody = { notification, rest: bodyWithoutToken(notification) };
    }
    return `{"message":{"token":${JSON.stringify(device.token)},${this.lastBody.rest}}`;
  }

  private async post(
    device: DeviceTarget,
    notification: PushNotification,
  ): Promise<{ status?: number; outcome: SendOutcome }> {
    let accessToken: string;
    try {
      accessToken = await this.tokens.get();
    } catch (error) {
      if (error instanceof FcmTokenError && error.status !== undefined) {
        // A refused service account is a configuration problem, not the device's: never remove the token.
        const outcome = outcomeOfStatus(error.status, `OAuth2: ${error.message}`, error.retryAfter ?? null);
        return {
          outcome: outcome.kind === 'unregistered' ? { kind: 'rejected', reason: error.message } : outcome,
        };
      }
      return { outcome: outcomeOfNetworkError(error) };
    }
    let answer: HttpAnswer;
    try {
      answer = await this.http.post(this.sendUrl, {
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: this.body(device, notification),
        timeoutMs: this.timeoutMs,
      });
    } catch (error) {
      return { outcome: outcomeOfNetworkError(error) };
    }
    const { status } = answer;
    if (status >= 200 && status < 300) {
      return { status, outcome: { kind: 'sent' } };
    }
    const body = parseErrorBody(answer.body);
    const code = fcmErrorCode(body);
    const reason = `FCM ${status}${code ? ` ${code}` : ''}${body.error?.message ? `: ${body.error.message}` : ''}`;
    if (code === 'UNREGISTERED') {
      return { status, outcome: { kind: 'unregistered', reason } };
    }
    return { status, outcome: outcomeOfStatus(status, reason, answer.retryAfter) };
  }
}
