/** The shortest time between two batches (see WriteBatcher). */
const BATCH_INTERVAL_MS = 1;

/**
 * Sends a connection's requests and replies (NatsBus; NatsRpcClient and NatsRpcServer on Nest's
 * transport) together with the others made meanwhile: nats.js writes to the socket once per batch, so under load many messages share one write (and
 * one wake-up of the NATS server, and through it of the receiver) instead of one each. A batch leaves at
 * the end of this turn of the event loop, or, when the last one left less than a millisecond ago, once
 * that millisecond has passed: idle, a message waits for nothing; under load, the messages of up to a
 * millisecond share a write. Under the stamp bench the loyalty service's replies went 5 to a write and
 * the gateway's requests 8, and the NATS server's CPU per stamp fell by a fifth to a quarter
 * (docs/benchmarks.md, 23 Nov). Nest's ClientNats and ServerNats publish each message at once.
 */
export class WriteBatcher {
  private readonly outgoing: (() => void)[] = [];
  /** When the last batch was sent (`performance.now()`). */
  private lastBatchAt = -Infinity;

  constructor(private readonly onError: (error: unknown) => void) {}

  soon(send: () => void): void {
    this.outgoing.push(send);
    if (this.outgoing.length > 1) {
      return;
    }
    const wait = this.lastBatchAt + BATCH_INTERVAL_MS - performance.now();
    if (wait > 0) {
      setTimeout(this.flush, wait);
    } else {
      setImmediate(this.flush);
    }
  }

  /** Sends what is waiting now (a stop sends the last replies before it drains the connection). */
  readonly flush = (): void => {
    this.lastBatchAt = performance.now();
    for (const next of this.outgoing.splice(0)) {
      try {
        next();
      } catch (error) {
        // A message that can no longer be sent (the connection closed meanwhile).
        this.onError(error);
      }
    }
  };
}
