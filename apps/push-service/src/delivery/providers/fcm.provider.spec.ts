import { FakeFcmServer } from '../../test/fake-fcm-server';
import { FcmAccessTokenSource } from './fcm-access-token';
import { FcmProvider } from './fcm.provider';
import { Http2SessionPool } from './push-http-client';
import { DeviceTarget, PushNotification } from './push-provider';

const NOTIFICATION: PushNotification = {
  messageId: 42,
  type: 'new-event',
  title: 'New stamp event at Kape ni Juan',
  body: 'Kape ni Juan (Makati City, NCR) has a new stamp event: 2026.12.01 ~ 2026.12.31.',
};

function device(token: string): DeviceTarget {
  return { id: '1', token, platform: 'android' };
}

describe(FcmProvider.name, () => {
  let fcm: FakeFcmServer;
  let sut: FcmProvider;
  const http = new Http2SessionPool();

  beforeAll(async () => {
    fcm = await new FakeFcmServer().start();
  });

  afterAll(async () => {
    await http.close();
    await fcm.close();
  });

  beforeEach(() => {
    const tokens = new FcmAccessTokenSource(
      { projectId: fcm.projectId, clientEmail: fcm.clientEmail, privateKey: fcm.privateKey },
      fcm.tokenUrl,
      fetch,
      5000,
    );
    sut = new FcmProvider(fcm.projectId, fcm.url, tokens, http, 5000);
  });

  it('sends through HTTP v1 with an OAuth2 token from the service-account JWT', async () => {
    const outcome = await sut.send(device('token-ok'), NOTIFICATION);

    expect(outcome).toEqual({ kind: 'sent' });
    expect(fcm.sendsTo('token-ok')).toEqual([
      expect.objectContaining({
        projectId: 'stamp-test',
        title: NOTIFICATION.title,
        body: NOTIFICATION.body,
        data: { push_message_id: '42', type: 'new-event', link: '/account/push-message' },
      }),
    ]);
  });

  it('exchanges the JWT once and reuses the access token', async () => {
    const before = fcm.tokenRequests.length;

    await sut.send(device('token-a'), NOTIFICATION);
    await sut.send(device('token-b'), NOTIFICATION);
    await Promise.all([sut.send(device('token-c'), NOTIFICATION), sut.send(device('token-d'), NOTIFICATION)]);

    expect(fcm.tokenRequests.length - before).toBe(1);
  });

  it('takes a new access token once when FCM refuses the current one (401)', async () => {
    await sut.send(device('token-e'), NOTIFICATION);
    const before = fcm.tokenRequests.length;
    fcm.revokeAccessTokens();

    const outcome = await sut.send(device('token-f'), NOTIFICATION);

    expect(outcome).toEqual({ kind: 'sent' });
    expect(fcm.tokenRequests.length - before).toBe(1);
  });

  it('reports a token FCM no longer knows (404 UNREGISTERED) as unregistered', async () => {
    fcm.script('token-gone', { status: 404, errorCode: 'UNREGISTERED' });

    const outcome = await sut.send(device('token-gone'), NOTIFICATION);

    expect(outcome).toMatchObject({ kind: 'unregistered' });
    expect(outcome.kind === 'unregistered' && outcome.reason).toContain('UNREGISTERED');
  });

  it('asks for a retry on 429 and 5xx, with the Retry-After FCM gave', async () => {
    fcm.script('token-busy', { status: 429, retryAfter: '7' }, { status: 503 }, { status: 500 });

    expect(await sut.send(device('token-busy'), NOTIFICATION)).toMatchObject({
      kind: 'retry',
      retryAfterMs: 7000,
    });
    expect(await sut.send(device('token-busy'), NOTIFICATION)).toMatchObject({ kind: 'retry' });
    expect(await sut.send(device('token-busy'), NOTIFICATION)).toMatchObject({ kind: 'retry' });
  });

  it('does not retry nor remove a token on 400 INVALID_ARGUMENT', async () => {
    fcm.script('token-bad', { status: 400, errorCode: 'INVALID_ARGUMENT' });

    expect(await sut.send(device('token-bad'), NOTIFICATION)).toMatchObject({ kind: 'rejected' });
  });

  it('asks for a retry when the token endpoint is down, and never blames the device', async () => {
    fcm.tokenFailures = [503, 400];

    expect(await sut.send(device('token-g'), NOTIFICATION)).toMatchObject({ kind: 'retry' });
    expect(await sut.send(device('token-g'), NOTIFICATION)).toMatchObject({ kind: 'rejected' });
    expect(await sut.send(device('token-g'), NOTIFICATION)).toEqual({ kind: 'sent' });
  });

  it('asks for a retry when FCM cannot be reached', async () => {
    const tokens = new FcmAccessTokenSource(
      { projectId: fcm.projectId, clientEmail: fcm.clientEmail, privateKey: fcm.privateKey },
      fcm.tokenUrl,
      fetch,
      5000,
    );
    const unreachable = new FcmProvider(fcm.projectId, 'http://127.0.0.1:1', tokens, http, 5000);

    expect(await unreachable.send(device('token-h'), NOTIFICATION)).toMatchObject({ kind: 'retry' });
  });
});
