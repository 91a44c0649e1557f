import { loadConfig } from '@stamp/server-kit/config';
import { PushServiceSettings } from './push-service.settings';

const settingsOf = (env: Record<string, string>) => loadConfig('push-service', PushServiceSettings, env);

describe(PushServiceSettings.name, () => {
  it('has working defaults: Manila calendar, 3 owner pushes a day, no provider', () => {
    const settings = settingsOf({});

    expect(settings).toMatchObject({
      MISSION_TIME_ZONE: 'Asia/Manila',
      PUSH_OWNER_DAILY_LIMIT: 3,
      PUSH_DELIVERY_PAGE_SIZE: 200,
      WEB_PUSH_ALLOW_HTTP: false,
    });
    expect(settings.FCM_PROJECT_ID).toBeUndefined();
    expect(settings.VAPID_PUBLIC_KEY).toBeUndefined();
  });

  it('reads numbers and booleans from environment strings', () => {
    const settings = settingsOf({
      PUSH_OWNER_DAILY_LIMIT: '5',
      PUSH_DELIVERY_PAGE_SIZE: '2',
      PUSH_RETRY_BASE_MS: '20',
      WEB_PUSH_ALLOW_HTTP: 'true',
    });

    expect(settings).toMatchObject({
      PUSH_OWNER_DAILY_LIMIT: 5,
      PUSH_DELIVERY_PAGE_SIZE: 2,
      PUSH_RETRY_BASE_MS: 20,
      WEB_PUSH_ALLOW_HTTP: true,
    });
    expect(settingsOf({ WEB_PUSH_ALLOW_HTTP: 'false' }).WEB_PUSH_ALLOW_HTTP).toBe(false);
  });

  it('refuses values out of range with the variable named', () => {
    expect(() => settingsOf({ PUSH_DELIVERY_PAGE_SIZE: '0' })).toThrow('PUSH_DELIVERY_PAGE_SIZE');
    expect(() => settingsOf({ PUSH_OWNER_DAILY_LIMIT: 'many' })).toThrow('PUSH_OWNER_DAILY_LIMIT');
    expect(() => settingsOf({ VAPID_SUBJECT: 'push@stamp' })).toThrow(
      'VAPID_SUBJECT must be a mailto: or https: URL',
    );
  });
});
