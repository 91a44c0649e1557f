import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, Min, MinLength } from 'class-validator';
import { ServiceSettings, StorageEnv } from '@stamp/server-kit';

/** The gateway's configuration, validated once at start-up. */
export class GatewaySettings extends StorageEnv {
  @IsInt({ message: 'PORT must be a port number' })
  @Min(0, { message: 'PORT must be a port number' })
  @Max(65535, { message: 'PORT must be a port number' })
  @Type(() => Number)
  PORT = 3000;

  @IsString()
  HOST = '0.0.0.0';

  @IsString({ message: 'JWT_SECRET is required (at least 32 characters)' })
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET!: string;

  @Matches(/^https?:\/\/.+/, { message: 'PUBLIC_URL must be an http(s) URL, e.g. https://stamp.example.ph' })
  PUBLIC_URL = 'http://localhost:3000';

  @IsString()
  DATA_DIR = './data';

  @IsOptional()
  @Matches(/^(nats|tls):\/\/.+/, { message: 'NATS_URL must be a nats:// URL' })
  NATS_URL?: string;

  @Matches(/^[a-z][a-z0-9-]*$/, { message: 'BUS_NAMESPACE must be lower-case letters, digits and dashes' })
  BUS_NAMESPACE = 'stamp';

  @IsString()
  LOG_LEVEL: ServiceSettings['LOG_LEVEL'] = 'info';

  /** Largest JSON body accepted, in bytes; larger ones get 413. */
  @Type(() => Number) @IsInt() @Min(1024) BODY_LIMIT = 1_048_576;

  /** Largest image file accepted, in bytes. */
  @Type(() => Number) @IsInt() @Min(1024) IMAGE_MAX_BYTES = 10_485_760;

  /** Where the built web app is; served at / when present. */
  @IsOptional() @IsString() WEB_DIST_DIR?: string;

  /**
   * How long a member's status may be answered from memory (seconds; 0: ask the member service on every
   * call). Status changes are forgotten at once through the member service's events; this bounds a lost one.
   */
  @Type(() => Number) @IsInt() @Min(0) @Max(3600) MEMBER_STATUS_CACHE_SECONDS = 60;

  @IsOptional()
  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must be a redis:// URL' })
  REDIS_URL?: string;
}
