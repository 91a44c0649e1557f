import type { IncomingMessage } from 'node:http';

/** The most of a refused body the gateway still reads, and drops, before it closes the connection instead. */
const DROP_LIMIT_BYTES = 8 * 1024 * 1024;

/**
 * Reads and drops the rest of a request body that was refused before it was read (too large, not a form the
 * route takes), so that a client still sending it (a phone uploading a photo that is too large) gets the
 * answer rather than a reset connection, and the connection serves its next request. Past `DROP_LIMIT_BYTES`
 * the connection is closed.
 */
export function dropRestOfBody(raw: IncomingMessage): void {
  if (raw.complete) {
    return;
  }
  let dropped = 0;
  raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DROP_LIMIT_BYTES) {
      raw.destroy();
    }
  });
  raw.resume();
}
