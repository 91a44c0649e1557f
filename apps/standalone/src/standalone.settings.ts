import { IsOptional, IsString, Matches } from 'class-validator';
import { ProcessSettings } from '@stamp/server-kit/config';

/** What the one-process launcher itself reads; the gateway and each service validate their own on top. */
export class StandaloneSettings extends ProcessSettings {
  @IsString() DATA_DIR = './data';

  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL?: string;

  @IsOptional()
  @Matches(/^(nats|tls):\/\/.+/, { message: 'NATS_URL must be a nats:// URL' })
  NATS_URL?: string;

  @IsOptional() @IsString() JWT_SECRET?: string;
}
