import { KeyedMutex } from './keyed-mutex';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe(KeyedMutex.name, () => {
  it('runs work for one key one at a time, in arrival order', async () => {
    const sut = new KeyedMutex();
    const log: string[] = [];
    const gate = deferred();
    const first = sut.run('a', async () => {
      log.push('first starts');
      await gate.promise;
      log.push('first ends');
    });
    const second = sut.run('a', () => {
      log.push('second runs');
      return Promise.resolve();
    });
    await Promise.resolve();
    expect(log).toEqual(['first starts']);
    gate.resolve();
    await Promise.all([first, second]);
    expect(log).toEqual(['first starts', 'first ends', 'second runs']);
  });

  it('runs work for other keys alongside', async () => {
    const sut = new KeyedMutex();
    const gate = deferred();
    const blocked = sut.run('a', () => gate.promise);
    await expect(sut.run('b', () => Promise.resolve('b done'))).resolves.toBe('b done');
    gate.resolve();
    await blocked;
  });

  it('goes on after a failure and forgets keys with nothing left to run', async () => {
    const sut = new KeyedMutex();
    const failed = sut.run('a', () => Promise.reject(new Error('boom')));
    const next = sut.run('a', () => Promise.resolve('next'));
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
    expect(sut.size).toBe(0);
  });
});
