import { Mutex } from 'async-mutex';

/**
 * Runs work for the same key one at a time, in arrival order (work for other keys runs alongside): one
 * `async-mutex` Mutex per key that has work, dropped when none is left. Used so that one member's parallel
 * password attempts at one store are checked one after the other, each seeing the failures of the one before.
 */
export class KeyedMutex {
  private readonly locks = new Map<string, { mutex: Mutex; users: number }>();

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const lock = this.locks.get(key) ?? { mutex: new Mutex(), users: 0 };
    lock.users++;
    this.locks.set(key, lock);
    try {
      return await lock.mutex.runExclusive(work);
    } finally {
      lock.users--;
      if (lock.users === 0) {
        this.locks.delete(key);
      }
    }
  }

  get size(): number {
    return this.locks.size;
  }
}
