import { Logger } from 'pino';
import { Agent, fetch as undiciFetch } from 'undici';
import { PushServiceSettings } from '../../push-service.settings';
import { FcmAccessTokenSource, FcmCredentials } from './fcm-access-token';
import { FcmProvider } from './fcm.provider';
import { Http2SessionPool, PooledHttpClient } from './push-http-client';
import { FetchFn, PushProvider } from './push-provider';
import { WebPushProvider } from './web-push.provider';
import { EndpointRules, parseEndpointHosts } from './web-push-subscription';

export class PushConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PushConfigError';
  }
}

/** The FCM service account: FCM_SERVICE_ACCOUNT_JSON, or FCM_PROJECT_ID + FCM_CLIENT_EMAIL + FCM_PRIVATE_KEY. */
export function fcmCredentialsOf(settings: PushServiceSettings): FcmCredentials | undefined {
  if (settings.FCM_SERVICE_ACCOUNT_JSON) {
    let account: { project_id?: unknown; client_email?: unknown; private_key?: unknown };
    try {
      account = JSON.parse(settings.FCM_SERVICE_ACCOUNT_JSON) as typeof account;
    } catch {
      throw new PushConfigError('FCM_SERVICE_ACCOUNT_JSON is not valid JSON');
    }
    const { project_id: projectId, client_email: clientEmail, private_key: privateKey } = account;
    if (typeof projectId !== 'string' || typeof clientEmail !== 'string' || typeof privateKey !== 'string') {
      throw new PushConfigError('FCM_SERVICE_ACCOUNT_JSON needs project_id, client_email and private_key');
    }
    return { projectId, clientEmail, privateKey };
  }
  if (settings.FCM_PROJECT_ID && settings.FCM_CLIENT_EMAIL && settings.FCM_PRIVATE_KEY) {
    return {
      projectId: settings.FCM_PROJECT_ID,
      clientEmail: settings.FCM_CLIENT_EMAIL,
      privateKey: settings.FCM_PRIVATE_KEY.replace(/\\n/g, '\n'),
    };
  }
  return undefined;
}

export function endpointRulesOf(settings: PushServiceSettings): EndpointRules {
  return {
    hosts: parseEndpointHosts(settings.WEB_PUSH_ENDPOINT_HOSTS),
    allowHttp: settings.WEB_PUSH_ALLOW_HTTP,
  };
}

/**
 * The fetch of FCM's token endpoint (about once an hour): one keep-alive pool that speaks HTTP/2 where the
 * server offers it. The sends themselves go through a `PushHttpClient`.
 */
export function pooledFetch(): FetchFn {
  const agent = new Agent({ allowH2: true, keepAliveTimeout: 60_000, keepAliveMaxTimeout: 600_000 });
  return ((input: Parameters<typeof undiciFetch>[0], init?: Parameters<typeof undiciFetch>[1]) =>
    undiciFetch(input, { ...init, dispatcher: agent })) as unknown as FetchFn;
}

/** One provider per configured set of credentials; none configured: delivery is off, the inbox still works. */
export function createPushProviders(
  settings: PushServiceSettings,
  logger: Logger,
  fetchFn: FetchFn = pooledFetch(),
): PushProvider[] {
  // FCM HTTP v1 speaks HTTP/2: every send of the replica is a stream of one session per origin. Web Push
  // endpoints belong to many push services, some HTTP/1.1 only: a keep-alive pool that negotiates.
  const providers: PushProvider[] = [];
  const timeout = settings.PUSH_HTTP_TIMEOUT_MS;
  const fcm = fcmCredentialsOf(settings);
  if (fcm) {
    const tokens = new FcmAccessTokenSource(fcm, settings.FCM_TOKEN_URL, fetchFn, timeout);
    providers.push(
      new FcmProvider(fcm.projectId, settings.FCM_API_URL, tokens, new Http2SessionPool(), timeout),
    );
  }
  if (settings.VAPID_PUBLIC_KEY && settings.VAPID_PRIVATE_KEY) {
    providers.push(
      new WebPushProvider(
        {
          subject: settings.VAPID_SUBJECT,
          publicKey: settings.VAPID_PUBLIC_KEY,
          privateKey: settings.VAPID_PRIVATE_KEY,
        },
        endpointRulesOf(settings),
        new PooledHttpClient(),
        timeout,
      ),
    );
  }
  logger.info(
    { providers: providers.map((p) => p.name) },
    providers.length > 0 ? 'push delivery on' : 'push delivery off: no provider configured',
  );
  return providers;
}
