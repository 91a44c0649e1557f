import { DeviceTarget, PushNotification, PushProvider, SendOutcome } from './providers/push-provider';
import { backoffMs, sendWithRetries } from './retry-policy';

const POLICY = { attempts: 4, baseMs: 100, maxMs: 1000 };
const DEVICE: DeviceTarget = { id: '1', token: 't', platform: 'android' };
const NOTIFICATION: PushNotification = { messageId: 1, type: 'new-event', title: 'T', body: 'B' };

function scriptedProvider(...outcomes: SendOutcome[]): PushProvider & { calls: number } {
  return {
    name: 'scripted',
    platforms: ['android'],
    calls: 0,
    send(): Promise<SendOutcome> {
      this.calls++;
      return Promise.resolve(outcomes.shift() ?? { kind: 'sent' });
    },
  };
}

describe(sendWithRetries.name, () => {
  it('retries with backoff until the provider accepts', async () => {
    const waits: number[] = [];
    const provider = scriptedProvider({ kind: 'retry', reason: '503' }, { kind: 'retry', reason: '500' });

    const result = await sendWithRetries(provider, DEVICE, NOTIFICATION, POLICY, (ms) => {
      waits.push(ms);
      return Promise.resolve();
    });

    expect(result).toEqual({ outcome: { kind: 'sent' }, attempts: 3 });
    expect(waits).toHaveLength(2);
  });

  it('waits what Retry-After said', async () => {
    const waits: number[] = [];
    const provider = scriptedProvider({ kind: 'retry', reason: '429', retryAfterMs: 700 });

    await sendWithRetries(provider, DEVICE, NOTIFICATION, POLICY, (ms) => {
      waits.push(ms);
      return Promise.resolve();
    });

    expect(waits).toEqual([700]);
  });

  it('gives up after the policy’s attempts with the last outcome', async () => {
    const provider = scriptedProvider(
      ...Array.from({ length: 10 }, (): SendOutcome => ({ kind: 'retry', reason: '503' })),
    );

    const result = await sendWithRetries(provider, DEVICE, NOTIFICATION, POLICY, () => Promise.resolve());

    expect(result).toEqual({ outcome: { kind: 'retry', reason: '503' }, attempts: 4 });
    expect(provider.calls).toBe(4);
  });

  it.each<[string, SendOutcome]>([
    ['an unregistered token', { kind: 'unregistered', reason: '404' }],
    ['a rejected message', { kind: 'rejected', reason: '400' }],
  ])('does not retry %s', async (_name, outcome) => {
    const provider = scriptedProvider(outcome);

    const result = await sendWithRetries(provider, DEVICE, NOTIFICATION, POLICY, () => Promise.resolve());

    expect(result).toEqual({ outcome, attempts: 1 });
  });
});

describe(backoffMs.name, () => {
  it('grows exponentially with jitter between half and the whole ceiling', () => {
    expect(backoffMs(POLICY, 1, undefined, () => 0)).toBe(50);
    expect(backoffMs(POLICY, 1, undefined, () => 1)).toBe(100);
    expect(backoffMs(POLICY, 3, undefined, () => 1)).toBe(400);
  });

  it('never waits more than the maximum, even when Retry-After asks for more', () => {
    expect(backoffMs(POLICY, 10, undefined, () => 1)).toBe(1000);
    expect(backoffMs(POLICY, 1, 60_000)).toBe(1000);
  });
});
