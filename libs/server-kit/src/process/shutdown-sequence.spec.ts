import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ShutdownSequence, stopWithShutdownHooks } from './shutdown-sequence';

describe(ShutdownSequence.name, () => {
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

  async function appStoppingWith(sut: ShutdownSequence) {
    @Module({ providers: [{ provide: ShutdownSequence, useValue: sut }] })
    class AppModule {}
    const app = await NestFactory.createApplicationContext(AppModule, { logger: false });
    stopWithShutdownHooks(app);
    return app;
  }

  it('stops once when Ctrl-C reaches the app twice (the terminal and the launcher), then exits 0', async () => {
    let finish = (): void => undefined;
    const afterServer = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const logged: string[] = [];
    await appStoppingWith(
      new ShutdownSequence(
        { afterServer },
        { timeoutMs: 60_000, logger: { info: (message) => logged.push(message), error: () => undefined } },
      ),
    );

    process.emit('SIGINT', 'SIGINT');
    await new Promise((resolve) => setTimeout(resolve, 20));
    process.emit('SIGINT', 'SIGINT');
    process.emit('SIGTERM', 'SIGTERM');
    finish();
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(afterServer).toHaveBeenCalledTimes(1);
    expect(exit.mock.calls).toEqual([[0]]);
    expect(logged).toEqual(['SIGINT: stopping']);
  });

  it('exits 1 when a step of the stop fails', async () => {
    const errors: string[] = [];
    await appStoppingWith(
      new ShutdownSequence(
        { afterServer: () => Promise.reject(new Error('bus drain failed')) },
        {
          timeoutMs: 60_000,
          logger: { info: () => undefined, error: (_object, message) => errors.push(message) },
        },
      ),
    );

    process.emit('SIGTERM', 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(errors).toEqual(['stopping failed']);
    expect(exit.mock.calls[0]).toEqual([1]);
  });
});
