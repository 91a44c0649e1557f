import { generateVAPIDKeys } from 'web-push';
import { FakeWebPushService } from '../../test/fake-web-push-service';
import { DeviceTarget, PushNotification } from './push-provider';
import { PooledHttpClient } from './push-http-client';
import { WebPushProvider } from './web-push.provider';

const NOTIFICATION: PushNotification = {
  messageId: 7,
  type: 'new-store',
  title: 'New store: Kape ni Juan',
  body: 'Kape ni Juan has joined in Makati City on 2026.11.20. Visit and collect stamps!',
};

describe(WebPushProvider.name, () => {
  const vapid = generateVAPIDKeys();
  let service: FakeWebPushService;
  let sut: WebPushProvider;
  const http = new PooledHttpClient();

  function device(token: string): DeviceTarget {
    return { id: '3', token, platform: 'web' };
  }

  beforeAll(async () => {
    service = await new FakeWebPushService(vapid.publicKey).start();
    sut = new WebPushProvider(
      { subject: 'mailto:push@stamp.test', publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      { hosts: ['127.0.0.1'], allowHttp: true },
      http,
      5000,
    );
  });

  afterAll(async () => {
    await http.close();
    await service.close();
  });

  it('posts a VAPID-signed, aes128gcm-encrypted payload the browser can decrypt', async () => {
    const subscription = service.subscribe();

    const outcome = await sut.send(device(subscription.token), NOTIFICATION);

    expect(service.refusals).toEqual([]);
    expect(outcome).toEqual({ kind: 'sent' });
    expect(service.deliveriesTo(subscription.id)).toEqual([
      expect.objectContaining({
        payload: {
          title: NOTIFICATION.title,
          body: NOTIFICATION.body,
          data: { push_message_id: 7, type: 'new-store', link: '/account/push-message' },
        },
        ttl: '86400',
        urgency: 'normal',
      }),
    ]);
  });

  it.each([404, 410])('reports a subscription that is gone (%i) as unregistered', async (status) => {
    const subscription = service.subscribe();
    service.script(subscription.id, status);

    expect(await sut.send(device(subscription.token), NOTIFICATION)).toMatchObject({ kind: 'unregistered' });
  });

  it.each([429, 500, 503])('asks for a retry on %i', async (status) => {
    const subscription = service.subscribe();
    service.script(subscription.id, status);

    expect(await sut.send(device(subscription.token), NOTIFICATION)).toMatchObject({ kind: 'retry' });
  });

  it('refuses to post to an endpoint outside the allowed push services', async () => {
    const strict = new WebPushProvider(
      { subject: 'mailto:push@stamp.test', publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      { hosts: ['fcm.googleapis.com'], allowHttp: false },
      http,
      5000,
    );
    const subscription = service.subscribe();

    expect(await strict.send(device(subscription.token), NOTIFICATION)).toMatchObject({
      kind: 'unregistered',
    });
    expect(service.deliveriesTo(subscription.id)).toEqual([]);
  });
});
