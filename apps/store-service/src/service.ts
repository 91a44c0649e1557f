import { Provider } from '@nestjs/common';
import { Logger } from 'pino';
import { StoreRequests } from '@stamp/contracts';
import { loadConfig } from '@stamp/server-kit/config';
import { MAILER, createMailer } from '@stamp/server-kit/mail';
import { SessionEntity } from '@stamp/server-kit/database';
import { ServiceDefinition } from '@stamp/server-kit/service';
import { CLOCK, systemClock } from '@stamp/server-kit/time';
import { StampGuessingAlertEntity } from './guessing-alerts/stamp-guessing-alert.entity';
import { ImageEntity } from './images/image.entity';
import { MIGRATIONS } from './migrations';
import { StoreMissionEntity } from './missions/store-mission.entity';
import { NoticeEntity } from './notices/notice.entity';
import { OwnerPasswordLinkEntity } from './owner-passwords/owner-password-link.entity';
import { StoreServiceModule } from './store-service.module';
import { StoreServiceSettings } from './store-service.settings';
import { StoreEntity } from './stores/store.entity';

/** Reads and validates the store service's settings (the kit's mail settings and more) once, and builds its mailer. */
function configure(env: NodeJS.ProcessEnv, logger: Logger): Provider[] {
  const settings = loadConfig('store-service', StoreServiceSettings, env);
  return [
    { provide: StoreServiceSettings, useValue: settings },
    { provide: MAILER, useValue: createMailer(settings, logger) },
    { provide: CLOCK, useValue: systemClock },
  ];
}

export const serviceDefinition: ServiceDefinition = {
  name: 'store',
  schema: 'store',
  module: StoreServiceModule,
  entities: [
    StoreEntity,
    ImageEntity,
    NoticeEntity,
    StoreMissionEntity,
    StampGuessingAlertEntity,
    SessionEntity,
    OwnerPasswordLinkEntity,
  ],
  migrations: MIGRATIONS,
  health: StoreRequests.health,
  configure,
};
