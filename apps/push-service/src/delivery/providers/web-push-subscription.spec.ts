import { parseEndpointHosts, parseWebSubscription } from './web-push-subscription';

const RULES = { hosts: parseEndpointHosts(' fcm.googleapis.com, *.push.apple.com ,'), allowHttp: false };
const KEYS = { p256dh: 'BNc...', auth: 'tBH...' };

function token(endpoint: string, keys: unknown = KEYS): string {
  return JSON.stringify({ endpoint, expirationTime: null, keys });
}

describe(parseWebSubscription.name, () => {
  it('accepts a subscription of a known push service, keeping only endpoint and keys', () => {
    expect(parseWebSubscription(token('https://fcm.googleapis.com/fcm/send/abc'), RULES)).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      keys: KEYS,
    });
    expect(parseWebSubscription(token('https://web.push.apple.com/QO'), RULES)).toBeDefined();
  });

  it.each([
    ['not JSON', 'fcm-token'],
    ['no keys', JSON.stringify({ endpoint: 'https://fcm.googleapis.com/x' })],
    ['keys that are not strings', token('https://fcm.googleapis.com/x', { p256dh: 1, auth: 2 })],
    ['an unknown host', token('https://evil.example/hook')],
    ['a host that only ends like a known one', token('https://notfcm.googleapis.com.evil/x')],
    ['plain http', token('http://fcm.googleapis.com/x')],
    ['not a URL', token('fcm.googleapis.com/x')],
  ])('refuses %s', (_name, value) => {
    expect(parseWebSubscription(value, RULES)).toBeUndefined();
  });

  it('allows http:// only when told (local test servers)', () => {
    const rules = { hosts: ['127.0.0.1'], allowHttp: true };
    expect(parseWebSubscription(token('http://127.0.0.1:4000/push/1'), rules)).toBeDefined();
  });
});
