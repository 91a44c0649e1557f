import { DeviceTarget, PushNotification, PushProvider, SendOutcome } from './providers/push-provider';
import { ProviderPause, backoffMs, sendWithRetries } from './retry-policy';

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

  it('does not wait after the last attempt', async () => {
    const waits: number[] = [];
    const provider = scriptedProvider(
      ...Array.from({ length: 10 }, (): SendOutcome => ({ kind: 'retry', reason: '503' })),
    );

    await sendWithRetries(provider, DEVICE, NOTIFICATION, POLICY, (ms) => {
      waits.push(ms);
      return Promise.resolve();
    });

    expect(waits).toHaveLength(POLICY.attempts - 1);
  });

  it('tries once with a policy of one attempt', async () => {
    const provider = scriptedProvider({ kind: 'retry', reason: '503' });

    const result = await sendWithRetries(provider, DEVICE, NOTIFICATION, { ...POLICY, attempts: 1 }, () =>
      Promise.resolve(),
    );

    expect(result).toEqual({ outcome: { kind: 'retry', reason: '503' }, attempts: 1 });
  });

  it('holds every send to the provider for its Retry-After, and waits the hold out before the next try', async () => {
    let now = 0;
    const pause = new ProviderPause(() => now);
    const waits: number[] = [];
    const provider = scriptedProvider({ kind: 'retry', reason: '429', retryAfterMs: 700 });

    await sendWithRetries(
      provider,
      DEVICE,
      NOTIFICATION,
      POLICY,
      (ms) => {
        waits.push(ms);
        now += ms / 2;
        return Promise.resolve();
      },
      pause,
    );

    // The backoff (700), then what is left of the hold (700 - 350) before the second try.
    expect(waits).toEqual([700, 350]);
  });

  it('does not retry an error the provider throws', async () => {
    let calls = 0;
    const provider: PushProvider = {
      name: 'throwing',
      platforms: ['android'],
      send(): Promise<SendOutcome> {
        calls++;
        return Promise.reject(new Error('bug'));
      },
    };

    await expect(
      sendWithRetries(provider, DEVICE, NOTIFICATION, POLICY, () => Promise.resolve()),
    ).rejects.toThrow('bug');
    expect(calls).toBe(1);
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
