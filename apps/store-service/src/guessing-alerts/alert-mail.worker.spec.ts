import { Logger } from 'pino';
import { MailMessage, Mailer } from '@stamp/server-kit/mail';
import { FakeGuessingAlertsRepository, spyLogger } from '../test/fakes';
import { ALERT_MAIL_ATTEMPTS, AlertMailWorker, alertMailRetryDelayMs } from './alert-mail.worker';
import { GuessingAlertsRepository } from './guessing-alerts.repository';

const KAPE = { id: 12, name: 'Kape ni Juan', email: 'owner@kapenijuan.ph', ownerName: 'Juan Dela Cruz' };
const MINUTE = 60_000;

/** A refusal as nodemailer makes it: its message quotes the server, which may name the address. */
function refusal(): Error {
  return Object.assign(new Error('Invalid login: 535 owner@kapenijuan.ph rejected'), { code: 'EAUTH' });
}

describe(AlertMailWorker.name, () => {
  let alerts: FakeGuessingAlertsRepository;
  let sent: MailMessage[];
  let send: jest.Mock<Promise<void>, [MailMessage]>;
  let logger: ReturnType<typeof spyLogger>;
  let now: Date;
  let sut: AlertMailWorker;

  beforeEach(() => {
    alerts = new FakeGuessingAlertsRepository(KAPE);
    sent = [];
    send = jest.fn((message: MailMessage) => {
      sent.push(message);
      return Promise.resolve();
    });
    logger = spyLogger();
    now = new Date('2026-11-22T08:05:01Z');
    const mailer: Mailer = { send };
    sut = new AlertMailWorker(
      alerts as unknown as GuessingAlertsRepository,
      mailer,
      logger as unknown as Logger,
      () => new Date(now.getTime()),
    );
  });

  function advance(ms: number): void {
    now = new Date(now.getTime() + ms);
  }

  it("mails a recorded alert to the store's e-mail address once and records the send", async () => {
    const alert = alerts.add({ storeId: 12 });

    expect(await sut.mailNext()).toBe(true);
    expect(await sut.mailNext()).toBe(false);

    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'owner@kapenijuan.ph',
      subject: 'Many wrong stamp passwords at Kape ni Juan',
    });
    expect(alert.mailedAt).toEqual(now);
    expect(alert.mailAttempts).toBe(1);
  });

  it('mails nothing when no alert is due, nor for an alert resolved before its mail went out', async () => {
    alerts.add({ storeId: 12, resolvedAt: new Date('2026-11-22T08:05:00Z') });
    alerts.add({ storeId: 12, mailedAt: new Date('2026-11-22T08:00:00Z') });

    expect(await sut.mailNext()).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps the alert when the send fails, logs ids and the error code only, and tries again later', async () => {
    const alert = alerts.add({ storeId: 12 });
    send.mockRejectedValueOnce(refusal());

    expect(await sut.mailNext()).toBe(true);

    expect(alert).toMatchObject({ mailedAt: null, resolvedAt: null, mailAttempts: 1 });
    expect(logger.error).toHaveBeenCalledWith(
      { alertId: alert.id, storeId: 12, attempt: 1, code: 'EAUTH' },
      'stamp guessing alert mail could not be sent; trying again later',
    );
    expect(JSON.stringify(logger.error.mock.calls)).not.toMatch(/kapenijuan|535/);

    advance(MINUTE - 1);
    expect(await sut.mailNext()).toBe(false);
    advance(1);
    expect(await sut.mailNext()).toBe(true);
    expect(sent).toHaveLength(1);
    expect(alert.mailedAt).toEqual(now);
  });

  it('waits twice as long after each failure, at most two hours', () => {
    expect([1, 2, 3, 4, 7, 8, 9].map(alertMailRetryDelayMs)).toEqual(
      [1, 2, 4, 8, 64, 120, 120].map((minutes) => minutes * MINUTE),
    );
  });

  it('gives up after the last attempt, leaving the alert in place', async () => {
    const alert = alerts.add({ storeId: 12 });
    send.mockRejectedValue(refusal());

    for (let attempt = 1; attempt <= ALERT_MAIL_ATTEMPTS; attempt++) {
      expect(await sut.mailNext()).toBe(true);
      advance(alertMailRetryDelayMs(attempt));
    }
    advance(24 * 60 * MINUTE);

    expect(await sut.mailNext()).toBe(false);
    expect(send).toHaveBeenCalledTimes(ALERT_MAIL_ATTEMPTS);
    expect(alert).toMatchObject({ mailedAt: null, resolvedAt: null, mailAttempts: ALERT_MAIL_ATTEMPTS });
    expect(logger.error).toHaveBeenLastCalledWith(
      expect.objectContaining({ attempt: ALERT_MAIL_ATTEMPTS, code: 'EAUTH' }),
      'stamp guessing alert mail could not be sent; giving up (the alert stays in the store information)',
    );
  });

  it('sends the alerts in the order they were recorded, one mail each', async () => {
    alerts.stores.set(13, { ...KAPE, id: 13, name: 'Sari-sari ni Ana', email: 'ana@example.ph' });
    alerts.add({ storeId: 13 });
    alerts.add({ storeId: 12 });

    while (await sut.mailNext()) {
      // every due alert
    }

    expect(sent.map((mail) => mail.to)).toEqual(['ana@example.ph', 'owner@kapenijuan.ph']);
  });

  /** Resolves once `done` holds, or fails the test after two seconds. */
  async function until(done: () => boolean): Promise<void> {
    const deadline = Date.now() + 2000;
    while (!done() && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(done()).toBe(true);
  }

  it('once started, mails an alert soon after it is recorded, without waiting for the next poll', async () => {
    sut.onApplicationBootstrap();
    await new Promise((resolve) => setTimeout(resolve, 20));
    alerts.add({ storeId: 12 });

    sut.kickSoon();
    await until(() => sent.length === 1);
    await sut.onModuleDestroy();
  });

  it('sweeps once more when kicked while a sweep is looking (the new alert may have been missed)', async () => {
    const claim = alerts.claimNextMail.bind(alerts);
    let finishLook: () => void = () => undefined;
    let looking = false;
    jest.spyOn(alerts, 'claimNextMail').mockImplementationOnce(async (...args) => {
      const found = await claim(...args);
      looking = true;
      await new Promise<void>((resolve) => (finishLook = resolve));
      return found;
    });
    sut.onApplicationBootstrap();
    await until(() => looking);

    alerts.add({ storeId: 12 });
    sut.kickSoon();
    await new Promise((resolve) => setTimeout(resolve, 150));
    finishLook();

    await until(() => sent.length === 1);
    await sut.onModuleDestroy();
  });

  it('sends nothing more once stopped', async () => {
    sut.onApplicationBootstrap();
    await sut.onModuleDestroy();
    alerts.add({ storeId: 12 });

    sut.kickSoon();
    await new Promise((resolve) => setTimeout(resolve, 150));

    expect(send).not.toHaveBeenCalled();
  });
});
