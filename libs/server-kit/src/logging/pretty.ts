import type { DestinationStream } from 'pino';
import pinoPretty, { PrettyOptions } from 'pino-pretty';

export const LOG_FORMATS = ['pretty', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** Unless chosen (LOG_FORMAT), pretty for a person at a terminal; JSON lines everywhere else (containers). */
export function resolveLogFormat(
  format: LogFormat | undefined,
  isTerminal: boolean = process.stdout.isTTY,
): LogFormat {
  return format ?? (isTerminal ? 'pretty' : 'json');
}

/** The message of one line: the service, padded so messages line up, then a request as `GET /path 200 12 ms`. */
function message(log: Record<string, unknown>, messageKey: string): string {
  const service = typeof log.service === 'string' ? log.service : '';
  const text =
    log[messageKey] === 'request'
      ? `${String(log.method)} ${String(log.url)} ${String(log.statusCode)} ${String(log.ms)} ms`
      : typeof log[messageKey] === 'string'
        ? log[messageKey]
        : JSON.stringify(log[messageKey] ?? '');
  return `${service.padEnd(15)} ${text}`;
}

/**
 * `pino-pretty`'s options for this product's lines: `17:52:31 INFO: gateway         message {"key":"value"}`,
 * one line each (an error's stack follows it), the clock time in UTC as the JSON lines' `time`.
 */
export function prettyOptions(color: boolean): PrettyOptions {
  return {
    colorize: color,
    translateTime: 'HH:MM:ss',
    ignore: 'pid,hostname,service',
    singleLine: true,
    messageFormat: message,
    // In the process, not a worker thread: `messageFormat` is a function, and a line written just before an
    // exit must not be lost.
    sync: true,
  };
}

/** Where pretty lines go: standard output (or `destination`), coloured when it is a terminal. */
export function prettyDestination(
  color: boolean = process.stdout.isTTY,
  destination?: NodeJS.WritableStream,
): DestinationStream {
  return pinoPretty({ ...prettyOptions(color), ...(destination ? { destination } : {}) });
}
