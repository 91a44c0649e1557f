import { IsIn, IsOptional, Matches } from 'class-validator';
import { LOG_FORMATS, LogFormat } from '../logging/pretty';
import { IsOtlpEndpoint } from './telemetry-settings';
import { IsTimeZone } from './time-zone';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const POSTGRES_URL = /^postgres(ql)?:\/\/.+/;
const NATS_URL = /^(nats|tls):\/\/.+/;

/** Settings every service process shares when it runs alone (a container). */
export class ServiceSettings {
  @Matches(POSTGRES_URL, {
    message: 'DATABASE_URL must be a postgres:// URL, e.g. postgres://user@127.0.0.1:5432/stamp',
  })
  DATABASE_URL!: string;

  @Matches(NATS_URL, { message: 'NATS_URL must be a nats:// URL, e.g. nats://127.0.0.1:4222' })
  NATS_URL!: string;

  @IsOptional()
  @Matches(/^[a-z][a-z0-9-]*$/, { message: 'BUS_NAMESPACE must be lower-case letters, digits and dashes' })
  BUS_NAMESPACE = 'stamp';

  @IsIn(LOG_LEVELS, { message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })
  LOG_LEVEL: LogLevel = 'info';

  /** `pretty` or `json`; unset: pretty at a terminal, JSON otherwise (a container's log collector). */
  @IsOptional()
  @IsIn(LOG_FORMATS, { message: `LOG_FORMAT must be one of ${LOG_FORMATS.join(', ')}` })
  LOG_FORMAT?: LogFormat;

  @IsOptional()
  @IsTimeZone()
  MISSION_TIME_ZONE = 'Asia/Manila';

  @IsOtlpEndpoint()
  OTEL_EXPORTER_OTLP_ENDPOINT?: string;
}
