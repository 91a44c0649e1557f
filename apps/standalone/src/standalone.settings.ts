import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { LOG_LEVELS, LogLevel } from '@stamp/server-kit/config';
import { LOG_FORMATS, LogFormat } from '@stamp/server-kit/logging';

/** What the one-process launcher itself reads; the gateway and each service validate their own on top. */
export class StandaloneSettings {
  @IsString() DATA_DIR = './data';

  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL?: string;

  @IsOptional()
  @Matches(/^(nats|tls):\/\/.+/, { message: 'NATS_URL must be a nats:// URL' })
  NATS_URL?: string;

  @IsOptional() @IsString() JWT_SECRET?: string;

  @Matches(/^[a-z][a-z0-9-]*$/, { message: 'BUS_NAMESPACE must be lower-case letters, digits and dashes' })
  BUS_NAMESPACE = 'stamp';

  @IsIn(LOG_LEVELS, { message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })
  LOG_LEVEL: LogLevel = 'info';

  /** `pretty` or `json`; unset: pretty at a terminal, JSON otherwise. */
  @IsOptional()
  @IsIn(LOG_FORMATS, { message: `LOG_FORMAT must be one of ${LOG_FORMATS.join(', ')}` })
  LOG_FORMAT?: LogFormat;
}
