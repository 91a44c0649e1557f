import { LoyaltyRequests } from '@stamp/contracts';
import { ServiceDefinition } from '@stamp/server-kit';
import { MIGRATIONS } from './migrations';
import { LoyaltyServiceModule } from './loyalty-service.module';

export const serviceDefinition: ServiceDefinition = {
  name: 'loyalty',
  schema: 'loyalty',
  module: LoyaltyServiceModule,
  entities: [],
  migrations: MIGRATIONS,
  health: LoyaltyRequests.health,
};
