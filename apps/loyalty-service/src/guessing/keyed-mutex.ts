/**
 * Runs work for the same key one at a time, in arrival order (work for other keys runs alongside). Used so
 * that one member's parallel password attempts at one store are checked one after the other, each seeing
 * the failures of the one before.
 */
export class KeyedMutex {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const current = previous.then(work);
    const tail = current.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    try {
      return await current;
    } finally {
      if (this.tails.get(key) === tail) {
        this.tails.delete(key);
      }
    }
  }

  get size(): number {
    return this.tails.size;
  }
}
