import { DevicePlatform } from '@stamp/shared';
import { messageEntity, settingsOf, silentLogger } from '../test/fakes';
import {
  ClaimedUnit,
  DeliveriesRepository,
  PageResult,
  PlanStep,
  ProviderPlatforms,
  UnitFinish,
} from './deliveries.repository';
import { DeliveryWorker } from './delivery.worker';
import { DeviceTarget, PushNotification, PushProvider, SendOutcome } from './providers/push-provider';

class FakeDeliveriesRepository {
  units: ClaimedUnit[] = [];
  devices: DeviceTarget[] = [];
  pages: PageResult[] = [];
  inFlight: string[] = [];
  plannedWith: (readonly ProviderPlatforms[])[] = [];
  claimedFor: (readonly string[])[] = [];
  platformsAsked: (readonly DevicePlatform[])[] = [];
  finished: string[] = [];
  released: string[] = [];
  planSteps: PlanStep[] = [];
  loseLeaseAfterPages = Infinity;
  lastUnit = true;

  planNext(providers: readonly ProviderPlatforms[]): Promise<PlanStep | null> {
    this.plannedWith.push(providers);
    return Promise.resolve(this.planSteps.shift() ?? null);
  }

  claim(providers: readonly string[]): Promise<ClaimedUnit | null> {
    this.claimedFor.push(providers);
    return Promise.resolve(this.units.shift() ?? null);
  }

  renew(): Promise<boolean> {
    return Promise.resolve(true);
  }

  unitPage(
    unit: ClaimedUnit,
    after: string,
    platforms: readonly DevicePlatform[],
    limit: number,
  ): Promise<DeviceTarget[]> {
    this.platformsAsked.push(platforms);
    return Promise.resolve(
      this.devices
        .filter(
          (d) =>
            BigInt(d.id) > BigInt(after) &&
            BigInt(d.id) <= BigInt(unit.lastDeviceId) &&
            platforms.includes(d.platform),
        )
        .slice(0, limit),
    );
  }

  markInFlight(_unit: ClaimedUnit, lastDeviceId: string): Promise<boolean> {
    this.inFlight.push(lastDeviceId);
    return Promise.resolve(this.pages.length < this.loseLeaseAfterPages);
  }

  recordPage(_unit: ClaimedUnit, page: PageResult): Promise<boolean> {
    this.pages.push({ ...page, unregistered: [...page.unregistered] });
    return Promise.resolve(this.pages.length <= this.loseLeaseAfterPages);
  }

  finishUnit(unit: ClaimedUnit): Promise<UnitFinish | null> {
    this.finished.push(unit.id);
    return Promise.resolve({ delivered: this.lastUnit });
  }

  release(unit: ClaimedUnit): Promise<void> {
    this.released.push(unit.id);
    return Promise.resolve();
  }

  pending(): Promise<{ provider: string; devices: number }[]> {
    return Promise.resolve([]);
  }
}

class ScriptedProvider implements PushProvider {
  readonly name = 'scripted';
  readonly sent: { token: string; notification: PushNotification }[] = [];

  constructor(
    readonly platforms: readonly DevicePlatform[],
    private readonly outcomes: Partial<Record<string, SendOutcome[]>> = {},
  ) {}

  send(device: DeviceTarget, notification: PushNotification): Promise<SendOutcome> {
    this.sent.push({ token: device.token, notification });
    return Promise.resolve(this.outcomes[device.token]?.shift() ?? { kind: 'sent' });
  }
}

function devices(count: number, platform: DevicePlatform = 'android'): DeviceTarget[] {
  return Array.from({ length: count }, (_, i) => ({ id: String(i + 1), token: `t${i + 1}`, platform }));
}

describe(DeliveryWorker.name, () => {
  let repository: FakeDeliveriesRepository;
  const settings = settingsOf({ PUSH_DELIVERY_PAGE_SIZE: '2', PUSH_RETRY_ATTEMPTS: '2' });

  function worker(...providers: PushProvider[]): DeliveryWorker {
    return new DeliveryWorker(
      repository as unknown as DeliveriesRepository,
      providers,
      settings,
      silentLogger,
      () => Promise.resolve(),
    );
  }

  function unit(overrides: Partial<ClaimedUnit> = {}): ClaimedUnit {
    return {
      id: '31',
      message: messageEntity({ id: 9, title: 'T', message: 'M' }),
      provider: 'scripted',
      cursor: '0',
      lastDeviceId: '1000',
      inFlightTo: null,
      takenOverAfterMs: null,
      leaseToken: 'lease',
      ...overrides,
    };
  }

  beforeEach(() => {
    repository = new FakeDeliveriesRepository();
  });

  it('is off, and schedules nothing, without a provider', async () => {
    const sut = worker();
    const enqueue = jest.fn();
    Object.assign(repository, { enqueue });

    await sut.schedule(1, {} as never);

    expect(sut.enabled).toBe(false);
    expect(enqueue).not.toHaveBeenCalled();
  });

  it('streams its unit page by page, marking each page in flight, and sends each device the message once', async () => {
    const provider = new ScriptedProvider(['android']);
    repository.units = [unit()];
    repository.devices = devices(5);
    const sut = worker(provider);

    expect(await sut.deliverNext()).toBe(true);

    expect(provider.sent.map((s) => s.token)).toEqual(['t1', 't2', 't3', 't4', 't5']);
    expect(provider.sent[0]?.notification).toEqual({
      messageId: 9,
      type: 'new-event',
      title: 'T',
      body: 'M',
    });
    expect(repository.inFlight).toEqual(['2', '4', '5']);
    expect(repository.pages.map((p) => [p.cursor, p.sent])).toEqual([
      ['2', 2],
      ['4', 2],
      ['5', 1],
    ]);
    expect(repository.finished).toEqual(['31']);
  });

  it("sends only the devices in its unit's range", async () => {
    const provider = new ScriptedProvider(['android']);
    repository.units = [unit({ cursor: '2', lastDeviceId: '4' })];
    repository.devices = devices(6);

    await worker(provider).deliverNext();

    expect(provider.sent.map((s) => s.token)).toEqual(['t3', 't4']);
  });

  it('plans waiting messages into units for the providers it has, then claims units of those providers', async () => {
    const provider = new ScriptedProvider(['android', 'ios']);
    repository.planSteps = [{ messageId: 9, units: 3, planned: false, finished: false }];

    expect(await worker(provider).deliverNext()).toBe(true);

    expect(repository.plannedWith).toEqual([[{ provider: 'scripted', platforms: ['android', 'ios'] }]]);
    expect(repository.claimedFor).toEqual([['scripted']]);
  });

  it('counts removed tokens and failures, retrying 5xx within the policy', async () => {
    const provider = new ScriptedProvider(['android'], {
      t1: [{ kind: 'unregistered', reason: '404' }],
      t2: [
        { kind: 'retry', reason: '503' },
        { kind: 'retry', reason: '503' },
      ],
      t3: [{ kind: 'retry', reason: '503' }],
      t4: [{ kind: 'rejected', reason: '400' }],
    });
    repository.units = [unit()];
    repository.devices = devices(4);
    const sut = worker(provider);

    await sut.deliverNext();

    expect(repository.pages).toEqual([
      { cursor: '2', sent: 0, failed: 1, repeated: 0, unregistered: ['1'] },
      { cursor: '4', sent: 1, failed: 1, repeated: 0, unregistered: [] },
    ]);
    expect(provider.sent.filter((s) => s.token === 't2')).toHaveLength(2);
  });

  it('counts as repeated the sends of a page the previous holder had in flight', async () => {
    const provider = new ScriptedProvider(['android']);
    repository.units = [unit({ inFlightTo: '3', takenOverAfterMs: 1200 })];
    repository.devices = devices(5);

    await worker(provider).deliverNext();

    expect(repository.pages.map((p) => p.repeated)).toEqual([2, 1, 0]);
    expect(provider.sent).toHaveLength(5);
  });

  it("asks only for the platforms of its unit's provider", async () => {
    repository.units = [unit()];
    repository.devices = [...devices(2, 'web'), { id: '3', token: 'a', platform: 'android' }];
    const provider = new ScriptedProvider(['android', 'ios']);
    const sut = worker(provider);

    await sut.deliverNext();

    expect(repository.platformsAsked[0]).toEqual(['android', 'ios']);
    expect(provider.sent.map((s) => s.token)).toEqual(['a']);
  });

  it('sends nothing more once another replica took the unit over', async () => {
    repository.units = [unit()];
    repository.devices = devices(6);
    repository.loseLeaseAfterPages = 1;
    const provider = new ScriptedProvider(['android']);
    const sut = worker(provider);

    await sut.deliverNext();

    expect(provider.sent).toHaveLength(2);
    expect(repository.finished).toEqual([]);
  });

  it('holds every send to a provider for its Retry-After', async () => {
    const waits: number[] = [];
    const provider = new ScriptedProvider(['android'], {
      t1: [{ kind: 'retry', reason: '429', retryAfterMs: 700 }],
    });
    repository.units = [unit()];
    repository.devices = devices(2);
    const sut = new DeliveryWorker(
      repository as unknown as DeliveriesRepository,
      [provider],
      settingsOf({ PUSH_DELIVERY_PAGE_SIZE: '1', PUSH_RETRY_ATTEMPTS: '2' }),
      silentLogger,
      (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    );

    await sut.deliverNext();

    // t1 waits its own Retry-After, and t2 (the next page) waits out the hold that t1's answer set.
    expect(waits).toHaveLength(3);
    expect(waits[0]).toBe(700);
    expect(provider.sent.map((s) => s.token)).toEqual(['t1', 't1', 't2']);
  });

  it('answers false when there is nothing to deliver', async () => {
    expect(await worker(new ScriptedProvider(['android'])).deliverNext()).toBe(false);
  });
});
