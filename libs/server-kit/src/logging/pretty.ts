import { DestinationStream } from 'pino';

export const LOG_FORMATS = ['pretty', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** Unless chosen (LOG_FORMAT), pretty for a person at a terminal; JSON lines everywhere else (containers). */
export function resolveLogFormat(
  format: LogFormat | undefined,
  isTerminal: boolean = process.stdout.isTTY,
): LogFormat {
  return format ?? (isTerminal ? 'pretty' : 'json');
}

const LEVELS: Record<number, { label: string; color: string }> = {
  10: { label: 'TRACE', color: '90' },
  20: { label: 'DEBUG', color: '90' },
  30: { label: 'INFO', color: '32' },
  40: { label: 'WARN', color: '33' },
  50: { label: 'ERROR', color: '31' },
  60: { label: 'FATAL', color: '35' },
};

/** Fields every line has, shown in its head rather than as `key=value`. */
const HEAD_FIELDS = new Set(['level', 'time', 'service', 'msg', 'err', 'pid', 'hostname']);

interface LogRecord {
  level?: number;
  time?: string;
  service?: string;
  msg?: string;
  err?: { message?: string; stack?: string };
  [field: string]: unknown;
}

/** Longer field values are cut (the JSON format keeps them whole). */
const MAX_VALUE = 80;

function valueText(value: unknown): string {
  const text =
    typeof value === 'string'
      ? /[\s"=]/.test(value) || value === ''
        ? JSON.stringify(value)
        : value
      : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

function paint(text: string, color: string, enabled: boolean): string {
  return enabled ? `\u001b[${color}m${text}\u001b[0m` : text;
}

/**
 * One JSON log line as a person reads it: `12:04:05 INFO  gateway         message  key=value`. A request
 * line reads `GET /api/v1/stores 200 12 ms`; an error's stack follows, indented. Not JSON: as it is.
 */
export function prettyLine(line: string, color = false): string {
  let record: LogRecord;
  try {
    record = JSON.parse(line) as LogRecord;
  } catch {
    return line;
  }
  const level = LEVELS[record.level ?? 30] ?? { label: String(record.level), color: '0' };
  const time = typeof record.time === 'string' ? record.time.slice(11, 19) : '';
  const { method, url, statusCode, ms, ...others } = Object.fromEntries(
    Object.entries(record).filter(([key]) => !HEAD_FIELDS.has(key)),
  );
  const message =
    record.msg === 'request'
      ? `${String(method)} ${String(url)} ${String(statusCode)} ${String(ms)} ms`
      : (record.msg ?? '');
  const fields = Object.entries(
    record.msg === 'request' ? others : { method, url, statusCode, ms, ...others },
  )
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${valueText(value)}`)
    .join(' ');
  const head = `${paint(time, '90', color)} ${paint(level.label.padEnd(5), level.color, color)} ${(record.service ?? '').padEnd(15)} ${message}`;
  const detail = record.err
    ? (record.level ?? 30) >= 50 && record.err.stack
      ? `\n    ${record.err.stack.split('\n').join('\n    ')}`
      : ` (${record.err.message ?? ''})`
    : '';
  return `${head}${fields ? `  ${paint(fields, '90', color)}` : ''}${detail}`;
}

/** Where pretty lines go: standard output, coloured when it is a terminal. */
export function prettyDestination(
  write: (text: string) => void = (text) => process.stdout.write(text),
  color: boolean = process.stdout.isTTY,
): DestinationStream {
  return {
    write: (line: string) => {
      write(`${prettyLine(line.trimEnd(), color)}\n`);
    },
  };
}
