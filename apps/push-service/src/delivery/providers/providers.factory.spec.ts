import pino from 'pino';
import { loadConfig } from '@stamp/server-kit/config';
import { PushServiceSettings } from '../../push-service.settings';
import { createPushProviders, fcmCredentialsOf } from './providers.factory';

const logger = pino({ level: 'silent' });
const settingsOf = (env: Record<string, string>) => loadConfig('push-service', PushServiceSettings, env);
const VAPID = {
  VAPID_PUBLIC_KEY: 'BAw8mF4p6Q7c1QmSGOcCXHPIpP1f1MCgtEIoZkqC3nB7l8n0s3Pq2mEJmvQ0qKq1hO0xJm8tQn9g0h7m8XQv1yE',
  VAPID_PRIVATE_KEY: 'x1UOWf0JgAvq4jdv4Q0cV7dU4A0oTtW2o9xqk4m1o2I',
};

describe(createPushProviders.name, () => {
  it('turns delivery off when no provider is configured', () => {
    expect(createPushProviders(settingsOf({}), logger)).toEqual([]);
  });

  it('configures FCM from the three variables, turning \\n escapes into newlines', () => {
    const settings = settingsOf({
      FCM_PROJECT_ID: 'p',
      FCM_CLIENT_EMAIL: 'a@p.iam.gserviceaccount.com',
      FCM_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----',
    });

    expect(fcmCredentialsOf(settings)?.privateKey).toBe(
      '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----',
    );
    expect(createPushProviders(settings, logger).map((p) => p.name)).toEqual(['fcm']);
  });

  it('configures FCM from a service-account JSON', () => {
    const settings = settingsOf({
      FCM_SERVICE_ACCOUNT_JSON: JSON.stringify({ project_id: 'p', client_email: 'a@b', private_key: 'k' }),
    });

    expect(fcmCredentialsOf(settings)).toEqual({ projectId: 'p', clientEmail: 'a@b', privateKey: 'k' });
  });

  it('configures Web Push from the VAPID key pair', () => {
    expect(createPushProviders(settingsOf(VAPID), logger).map((p) => p.name)).toEqual(['web-push']);
  });

  it('refuses half an FCM or VAPID configuration at start-up', () => {
    expect(() => settingsOf({ FCM_PROJECT_ID: 'p' })).toThrow('FCM_CLIENT_EMAIL is required');
    expect(() => settingsOf({ VAPID_PUBLIC_KEY: VAPID.VAPID_PUBLIC_KEY })).toThrow('VAPID_PRIVATE_KEY');
    expect(() => fcmCredentialsOf(settingsOf({ FCM_SERVICE_ACCOUNT_JSON: '{' }))).toThrow('not valid JSON');
  });
});
