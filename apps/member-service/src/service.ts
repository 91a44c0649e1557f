import { Provider } from '@nestjs/common';
import { Logger } from 'pino';
import { MemberRequests } from '@stamp/contracts';
import { loadConfig } from '@stamp/server-kit/config';
import { SessionEntity } from '@stamp/server-kit/database';
import { MAILER, createMailer } from '@stamp/server-kit/mail';
import { ServiceDefinition } from '@stamp/server-kit/service';
import { AdminEntity } from './admins/admin.entity';
import { AdminRecoveryCodeEntity } from './admins/admin-recovery-code.entity';
import { CLOCK, systemClock } from '@stamp/server-kit/time';
import { MemberEntity } from './members/member.entity';
import { MemberServiceModule } from './member-service.module';
import { MemberServiceSettings } from './member-service.settings';
import { MIGRATIONS } from './migrations';
import { PasswordResetEntity } from './password-resets/password-reset.entity';

/** Reads and validates the member service's settings once, and builds what they describe. */
function configure(env: NodeJS.ProcessEnv, logger: Logger): Provider[] {
  const settings = loadConfig('member-service', MemberServiceSettings, env);
  return [
    { provide: MemberServiceSettings, useValue: settings },
    { provide: MAILER, useValue: createMailer(settings, logger) },
    { provide: CLOCK, useValue: systemClock },
  ];
}

export const serviceDefinition: ServiceDefinition = {
  name: 'member',
  schema: 'member',
  module: MemberServiceModule,
  entities: [MemberEntity, PasswordResetEntity, AdminEntity, AdminRecoveryCodeEntity, SessionEntity],
  migrations: MIGRATIONS,
  health: MemberRequests.health,
  configure,
};
