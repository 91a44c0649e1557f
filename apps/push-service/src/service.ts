import { Provider } from '@nestjs/common';
import { Logger } from 'pino';
import { PushRequests } from '@stamp/contracts';
import { loadConfig } from '@stamp/server-kit/config';
import { ServiceDefinition } from '@stamp/server-kit/service';
import { DeliveryJobEntity } from './delivery/delivery-job.entity';
import { DeliveryUnitEntity } from './delivery/delivery-unit.entity';
import { createPushProviders } from './delivery/providers/providers.factory';
import { PUSH_PROVIDERS } from './delivery/providers/push-provider';
import { DeviceTokenEntity } from './devices/device-token.entity';
import { PushReadEntity } from './inbox/push-read.entity';
import { PushMemberEntity } from './members/push-member.entity';
import { PushMessageEntity } from './messages/push-message.entity';
import { MIGRATIONS } from './migrations';
import { PushServiceModule } from './push-service.module';
import { PushServiceSettings } from './push-service.settings';

/** Reads and validates the push service's settings once, and builds the providers they configure. */
function configure(env: NodeJS.ProcessEnv, logger: Logger): Provider[] {
  const settings = loadConfig('push-service', PushServiceSettings, env);
  return [
    { provide: PushServiceSettings, useValue: settings },
    { provide: PUSH_PROVIDERS, useValue: createPushProviders(settings, logger) },
  ];
}

export const PUSH_ENTITIES = [
  PushMessageEntity,
  PushMemberEntity,
  PushReadEntity,
  DeviceTokenEntity,
  DeliveryJobEntity,
  DeliveryUnitEntity,
];

export const serviceDefinition: ServiceDefinition = {
  name: 'push',
  schema: 'push',
  module: PushServiceModule,
  entities: PUSH_ENTITIES,
  migrations: MIGRATIONS,
  health: PushRequests.health,
  configure,
};
