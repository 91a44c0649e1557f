import { FAKE_TRANSACTION } from '@stamp/testing';
import { randomUUID } from 'node:crypto';
import { Logger } from 'pino';
import { StampGuessingDetectedPayload } from '@stamp/contracts';
import { EventContext } from '@stamp/server-kit/service';
import { FakeGuessingAlertsRepository, spyLogger } from '../test/fakes';
import { AlertMailWorker } from './alert-mail.worker';
import { GuessingAlertsRepository } from './guessing-alerts.repository';
import { GuessingAlertsService, OPEN_ALERTS_PAGE } from './guessing-alerts.service';

const KAPE = { id: 12, name: 'Kape ni Juan', email: 'owner@kapenijuan.ph', ownerName: 'Juan Dela Cruz' };

function detected(fields: Partial<StampGuessingDetectedPayload> = {}): StampGuessingDetectedPayload {
  return {
    store: {
      id: 12,
      name: 'Kape ni Juan',
      region: 'NCR',
      province: 'Makati City',
      address: '123 Ayala Ave.',
    },
    failures: 30,
    members: 7,
    windowSeconds: 900,
    detectedAt: '2026-11-22T08:05:00.000Z',
    ...fields,
  };
}

function contextOf(payload: StampGuessingDetectedPayload): EventContext {
  return {
    tx: FAKE_TRANSACTION,
    envelope: {
      id: randomUUID(),
      subject: 'store.stamp-guessing-detected',
      occurredAt: new Date().toISOString(),
      payload,
    },
  };
}

describe(GuessingAlertsService.name, () => {
  let alerts: FakeGuessingAlertsRepository;
  let worker: { kickSoon: jest.Mock };
  let logger: ReturnType<typeof spyLogger>;
  let sut: GuessingAlertsService;

  beforeEach(() => {
    alerts = new FakeGuessingAlertsRepository(KAPE);
    worker = { kickSoon: jest.fn() };
    logger = spyLogger();
    sut = new GuessingAlertsService(
      alerts as unknown as GuessingAlertsRepository,
      worker as unknown as AlertMailWorker,
      logger as unknown as Logger,
    );
  });

  async function deliver(payload: StampGuessingDetectedPayload): Promise<void> {
    await sut.onStampGuessingDetected(payload, contextOf(payload));
  }

  it("records an open, unmailed alert with the event's numbers and wakes the mail worker", async () => {
    await deliver(
      detected({ failures: 41, members: 11, windowSeconds: 600, detectedAt: '2026-11-23T01:02:03.000Z' }),
    );

    const [row] = alerts.rows;
    expect(alerts.rows).toHaveLength(1);
    expect([row.storeId, row.detectedAt.toISOString(), row.failures, row.members, row.windowSeconds]).toEqual(
      [12, '2026-11-23T01:02:03.000Z', 41, 11, 600],
    );
    expect([row.resolvedAt, row.mailedAt, row.mailAttempts]).toEqual([null, null, 0]);
    expect(worker.kickSoon).toHaveBeenCalledTimes(1);
  });

  it('keeps one alert, and one mail, when the same alert comes again under another event id', async () => {
    await deliver(detected());
    await deliver(detected());

    expect(alerts.rows).toHaveLength(1);
    expect(worker.kickSoon).toHaveBeenCalledTimes(1);
  });

  it('records a later alert of the same store as a new one', async () => {
    await deliver(detected());
    await deliver(detected({ detectedAt: '2026-11-22T08:25:00.000Z', failures: 45, members: 12 }));

    expect(alerts.rows.map((row) => row.failures)).toEqual([30, 45]);
    expect(worker.kickSoon).toHaveBeenCalledTimes(2);
  });

  it('ignores an alert for a store that no longer exists', async () => {
    await deliver(
      detected({
        store: { id: 99, name: 'Gone', region: 'NCR', province: 'Makati City', address: '1 Rizal St.' },
      }),
    );

    expect(alerts.rows).toEqual([]);
    expect(worker.kickSoon).not.toHaveBeenCalled();
  });

  it('skips an alert whose detection time is not a date, saying so in the log', async () => {
    await deliver(detected({ detectedAt: 'yesterday' }));

    expect(alerts.rows).toEqual([]);
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ storeId: 12 }),
      'stamp guessing alert without a valid detectedAt; skipped',
    );
  });

  describe('open alerts', () => {
    it('shows each store with open alerts by its latest one, with the count and sum of them all', async () => {
      alerts.add({ storeId: 12, detectedAt: new Date('2026-11-22T08:05:00Z'), failures: 30 });
      alerts.add({ storeId: 12, detectedAt: new Date('2026-11-22T09:00:00Z'), failures: 44, members: 9 });
      alerts.add({ storeId: 12, detectedAt: new Date('2026-11-21T08:00:00Z'), resolvedAt: new Date() });

      expect(await sut.openAlerts({})).toEqual([
        {
          store_id: 12,
          store_name: 'Kape ni Juan',
          store_code: 'C12',
          detectedAt: '2026-11-22T09:00:00.000Z',
          firstDetectedAt: '2026-11-22T08:05:00.000Z',
          failures: 44,
          members: 9,
          windowSeconds: 900,
          alerts: 2,
          totalFailures: 74,
        },
      ]);
    });

    it(`lists at most ${String(OPEN_ALERTS_PAGE)} stores unless asked for another number`, async () => {
      const openByStore = jest.spyOn(alerts, 'openByStore');

      await sut.openAlerts({});
      await sut.openAlerts({ limit: 5 });

      expect(openByStore.mock.calls).toEqual([
        [OPEN_ALERTS_PAGE, undefined],
        [5, undefined],
      ]);
    });

    it("lists one store's alerts alone when asked for that store (its owner's dashboard)", async () => {
      alerts.add({ storeId: 12, detectedAt: new Date('2026-11-22T08:05:00Z'), failures: 30 });
      const openByStore = jest.spyOn(alerts, 'openByStore');

      expect(await sut.openAlerts({ storeId: 99 })).toEqual([]);
      expect((await sut.openAlerts({ storeId: 12 })).map((alert) => alert.store_id)).toEqual([12]);
      expect(openByStore.mock.calls).toEqual([
        [OPEN_ALERTS_PAGE, 99],
        [OPEN_ALERTS_PAGE, 12],
      ]);
    });
  });
});
