import { randomUUID } from 'node:crypto';

const HEX = Buffer.from('0123456789abcdef', 'latin1');
/** Where the counter's 12 hex digits go: the UUID's last group. */
const COUNTER_START = 24;
const UUID_LENGTH = 36;

/**
 * New request ids, shaped as UUIDs (version 4, 8-4-4-4-12 lowercase hex): the first 20 hex digits are
 * random, drawn once (74 bits after the version and variant), the last 12 a counter. A request id names a
 * request in logs, traces and messages; it is no secret (a client may send its own), so it needs to be
 * unique, not unpredictable: the random part tells processes apart, the counter the ids of one process
 * (2^48 of them). `randomUUID()` per id cost the gateway about 1 µs a request: its random bytes, and the
 * text it builds by concatenation, which Node's header check then has to flatten. Here the digits are
 * written into one buffer and read out as one flat string.
 */
export class RequestIds {
  private readonly text = Buffer.from(randomUUID(), 'latin1');
  private count = 0;

  next(): string {
    let rest = this.count++;
    for (let index = UUID_LENGTH - 1; index >= COUNTER_START; index--) {
      const digit = rest % 16;
      this.text[index] = HEX[digit];
      rest = (rest - digit) / 16;
    }
    return this.text.toString('latin1', 0, UUID_LENGTH);
  }
}
