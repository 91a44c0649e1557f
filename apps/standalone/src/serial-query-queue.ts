import { PGlite } from '@electric-sql/pglite';

interface Pending {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
}

/** Extended-protocol messages (Parse, Bind, Describe, Execute, Close, Flush): a sequence that ends with Sync. */
const EXTENDED = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((c) => c.charCodeAt(0)));
const SYNC = 'S'.charCodeAt(0);

/**
 * The one queue in front of the embedded Postgres, which runs one protocol message at a time for every
 * connection. pglite-socket's own queue keeps a connection's turn only inside an explicit transaction, so
 * two connections' extended-protocol sequences (Parse/Bind/Execute … Sync) interleave and clobber each
 * other's unnamed statement and portal ("portal does not exist", or another query's rows). This queue also
 * keeps the turn from a connection's first extended message to its Sync.
 */
export class SerialQueryQueue {
  private readonly queue: Pending[] = [];
  private processing = false;
  /** The connection in the middle of an extended-protocol sequence. */
  private sequenceOwner: number | null = null;
  /** The connection that ran last (it owns an open transaction, if any). */
  private lastHandlerId: number | null = null;

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.process();
    });
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId: number): void {
    const dropped = this.queue.filter((pending) => pending.handlerId === handlerId);
    this.queue.splice(
      0,
      this.queue.length,
      ...this.queue.filter((pending) => pending.handlerId !== handlerId),
    );
    for (const pending of dropped) {
      pending.reject(new Error('Handler disconnected'));
    }
    if (this.sequenceOwner === handlerId) {
      this.sequenceOwner = null;
    }
  }

  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.db.isInTransaction() && this.lastHandlerId === handlerId) {
      await this.db.exec('ROLLBACK');
      this.lastHandlerId = null;
    }
    await this.process();
  }

  /** The next message to run, or undefined when the connection holding the turn has nothing queued yet. */
  private next(): Pending | undefined {
    const holder =
      this.sequenceOwner ??
      (this.db.isInTransaction() && this.lastHandlerId !== null ? this.lastHandlerId : null);
    if (holder === null) {
      return this.queue.shift();
    }
    const index = this.queue.findIndex((pending) => pending.handlerId === holder);
    return index === -1 ? undefined : this.queue.splice(index, 1)[0];
  }

  private async process(): Promise<void> {
    if (this.processing) {
      return;
    }
    this.processing = true;
    try {
      for (let pending = this.next(); pending; pending = this.next()) {
        await this.run(pending);
      }
    } finally {
      this.processing = false;
    }
  }

  private async run(pending: Pending): Promise<void> {
    const type = pending.message.length > 0 ? pending.message[0] : 0;
    if (EXTENDED.has(type)) {
      this.sequenceOwner = pending.handlerId;
    }
    let bytes = 0;
    try {
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(pending.message, {
          onRawData: (data: Uint8Array) => {
            bytes += data.length;
            pending.onData(data);
          },
        }),
      );
      pending.resolve(bytes);
    } catch (error) {
      pending.reject(error);
    } finally {
      if (type === SYNC && this.sequenceOwner === pending.handlerId) {
        this.sequenceOwner = null;
      }
      this.lastHandlerId = pending.handlerId;
    }
  }
}
