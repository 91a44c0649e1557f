import { DevicePlatform } from '@stamp/shared';
import { PushMessageEntity } from '../messages/push-message.entity';
import { messageEntity, settingsOf, silentLogger } from '../test/fakes';
import { ClaimedDelivery, DeliveriesRepository, PageResult } from './deliveries.repository';
import { DeliveryWorker } from './delivery.worker';
import { DeviceTarget, PushNotification, PushProvider, SendOutcome } from './providers/push-provider';

class FakeDeliveriesRepository {
  jobs: ClaimedDelivery[] = [];
  devices: DeviceTarget[] = [];
  pages: PageResult[] = [];
  platformsAsked: (readonly DevicePlatform[])[] = [];
  finished: number[] = [];
  released: number[] = [];
  loseClaimAfterPages = Infinity;

  claim(): Promise<ClaimedDelivery | null> {
    return Promise.resolve(this.jobs.shift() ?? null);
  }

  audiencePage(
    _message: PushMessageEntity,
    after: number,
    platforms: readonly DevicePlatform[],
    limit: number,
  ): Promise<DeviceTarget[]> {
    this.platformsAsked.push(platforms);
    return Promise.resolve(
      this.devices.filter((d) => d.id > after && platforms.includes(d.platform)).slice(0, limit),
    );
  }

  recordPage(_job: ClaimedDelivery, page: PageResult): Promise<boolean> {
    this.pages.push({ ...page, unregistered: [...page.unregistered] });
    return Promise.resolve(this.pages.length <= this.loseClaimAfterPages);
  }

  finish(job: ClaimedDelivery): Promise<void> {
    this.finished.push(job.message.id);
    return Promise.resolve();
  }

  release(job: ClaimedDelivery): Promise<void> {
    this.released.push(job.message.id);
    return Promise.resolve();
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
  return Array.from({ length: count }, (_, i) => ({ id: i + 1, token: `t${i + 1}`, platform }));
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

  function job(): ClaimedDelivery {
    return { message: messageEntity({ id: 9, title: 'T', message: 'M' }), cursor: 0, claimToken: 'c' };
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

  it('streams the audience page by page and sends each device the message once', async () => {
    const provider = new ScriptedProvider(['android']);
    repository.jobs = [job()];
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
    expect(repository.pages.map((p) => [p.cursor, p.sent])).toEqual([
      [2, 2],
      [4, 2],
      [5, 1],
    ]);
    expect(repository.finished).toEqual([9]);
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
    repository.jobs = [job()];
    repository.devices = devices(4);
    const sut = worker(provider);

    await sut.deliverNext();

    expect(repository.pages).toEqual([
      { cursor: 2, sent: 0, failed: 1, unregistered: [1] },
      { cursor: 4, sent: 1, failed: 1, unregistered: [] },
    ]);
    expect(provider.sent.filter((s) => s.token === 't2')).toHaveLength(2);
  });

  it('asks only for platforms some provider serves', async () => {
    repository.jobs = [job()];
    repository.devices = [...devices(2, 'web'), { id: 3, token: 'a', platform: 'android' }];
    const provider = new ScriptedProvider(['android', 'ios']);
    const sut = worker(provider);

    await sut.deliverNext();

    expect(repository.platformsAsked[0]).toEqual(['android', 'ios']);
    expect(provider.sent.map((s) => s.token)).toEqual(['a']);
  });

  it('stops when another replica took the job over', async () => {
    repository.jobs = [job()];
    repository.devices = devices(6);
    repository.loseClaimAfterPages = 0;
    const provider = new ScriptedProvider(['android']);
    const sut = worker(provider);

    await sut.deliverNext();

    expect(provider.sent).toHaveLength(2);
    expect(repository.finished).toEqual([]);
  });

  it('answers false when there is nothing to deliver', async () => {
    expect(await worker(new ScriptedProvider(['android'])).deliverNext()).toBe(false);
  });
});
