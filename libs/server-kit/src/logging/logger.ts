import { LoggerService } from '@nestjs/common';
import pino, { Logger } from 'pino';
import { LogLevel } from '../config/settings';
import { LogFormat, prettyDestination, resolveLogFormat } from './pretty';
import { requestContext } from './request-context';

/** Paths whose values never reach a log line. */
export const REDACTED_PATHS = [
  'password',
  '*.password',
  '*.*.password',
  'member_pass',
  '*.member_pass',
  'token',
  '*.token',
  'authorization',
  '*.authorization',
  'req.headers.authorization',
  'headers.authorization',
  'secret',
  '*.secret',
  // A store's rotating stamp codes' secret (store.created/updated): whoever holds it makes every code.
  'stampCodeSecret',
  '*.stampCodeSecret',
  '*.*.stampCodeSecret',
  'JWT_SECRET',
  '*.JWT_SECRET',
];

/**
 * A service's logger: JSON lines, or readable lines for a terminal (see resolveLogFormat). Either way the
 * same redaction applies.
 */
export function createLogger(
  service: string,
  level: LogLevel,
  format?: LogFormat,
  destination?: pino.DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service },
    redact: { paths: REDACTED_PATHS, censor: '***' },
    mixin: () => {
      const context = requestContext.current();
      if (!context) {
        return {};
      }
      return context.trace
        ? { requestId: context.requestId, traceId: context.trace.traceId, spanId: context.trace.spanId }
        : { requestId: context.requestId };
    },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  if (destination) {
    return pino(options, destination);
  }
  return resolveLogFormat(format) === 'pretty' ? pino(options, prettyDestination()) : pino(options);
}

/** Nest's own start-up chatter (modules loaded, every route mapped): debug, not the default level. */
const FRAMEWORK_CONTEXTS = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestApplication',
  'NestApplicationContext',
]);

/** Nest's logger interface over pino, so framework messages are structured JSON too. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    if (context !== undefined && FRAMEWORK_CONTEXTS.has(context)) {
      this.logger.debug({ context }, String(message));
      return;
    }
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}
