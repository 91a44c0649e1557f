import { PushRequests } from '@stamp/contracts';
import { ServiceDefinition } from '@stamp/server-kit';
import { MIGRATIONS } from './migrations';
import { PushServiceModule } from './push-service.module';

export const serviceDefinition: ServiceDefinition = {
  name: 'push',
  schema: 'push',
  module: PushServiceModule,
  entities: [],
  migrations: MIGRATIONS,
  health: PushRequests.health,
};
