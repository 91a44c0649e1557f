import { ConfigError } from '../config/load-config';
import { startupFailureMessage, stopOnSignals } from './process-lifecycle';
import { StartupError, maskedUrl, startingWith } from './startup-error';

describe(startupFailureMessage.name, () => {
  it('lists the settings to correct and says nothing was started', () => {
    expect(
      startupFailureMessage(
        new ConfigError('loyalty-service', ['MISSION_TIME_ZONE must be an IANA time zone']),
      ),
    ).toBe(
      'Invalid configuration for loyalty-service:\n  - MISSION_TIME_ZONE must be an IANA time zone\n' +
        'Nothing was started (no database was opened): correct the settings above and start again.',
    );
  });

  it('names the dependency that failed and how to fix it, without a stack', () => {
    expect(
      startupFailureMessage(
        new StartupError('NATS', 'connect ECONNREFUSED (nats://127.0.0.1:4222)', 'start nats-server -js.'),
      ),
    ).toBe(
      'Could not start: NATS failed: connect ECONNREFUSED (nats://127.0.0.1:4222)\n  How to fix: start nats-server -js.',
    );
  });
});

describe(startingWith.name, () => {
  it('turns a failed step into a StartupError naming the dependency and the fix', async () => {
    const failed = startingWith('the HTTP port 3000', 'set PORT to a free port.', () =>
      Promise.reject(new Error('listen EADDRINUSE: address already in use 0.0.0.0:3000')),
    );

    await expect(failed).rejects.toEqual(
      new StartupError(
        'the HTTP port 3000',
        'listen EADDRINUSE: address already in use 0.0.0.0:3000',
        'set PORT to a free port.',
      ),
    );
  });
});

describe(maskedUrl.name, () => {
  it('masks the password of a URL and keeps the rest', () => {
    expect(maskedUrl('postgres://stamp:s3cret@db:5432/stamp')).toBe('postgres://stamp:***@db:5432/stamp');
    expect(maskedUrl('nats://127.0.0.1:4222')).toBe('nats://127.0.0.1:4222');
  });
});

describe(stopOnSignals.name, () => {
  let exit: jest.SpiedFunction<typeof process.exit>;
  const listeners = { SIGINT: process.listeners('SIGINT'), SIGTERM: process.listeners('SIGTERM') };

  beforeEach(() => {
    exit = jest.spyOn(process, 'exit').mockImplementation(() => undefined as never);
  });

  afterEach(() => {
    exit.mockRestore();
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.removeAllListeners(signal);
      for (const listener of listeners[signal]) process.on(signal, listener);
    }
  });

  it('stops once when Ctrl-C reaches the app twice (the terminal and the launcher), then exits 0', async () => {
    let finish = (): void => undefined;
    const stop = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const logged: string[] = [];
    stopOnSignals(stop, {
      timeoutMs: 60_000,
      logger: { info: (message) => logged.push(message), error: () => undefined },
    });

    process.emit('SIGINT', 'SIGINT');
    process.emit('SIGINT', 'SIGINT');
    process.emit('SIGTERM', 'SIGTERM');
    finish();
    await new Promise((resolve) => setImmediate(resolve));

    expect(stop).toHaveBeenCalledTimes(1);
    expect(exit.mock.calls).toEqual([[0]]);
    expect(logged).toEqual(['SIGINT: stopping', 'SIGINT: already stopping', 'SIGTERM: already stopping']);
  });
});
