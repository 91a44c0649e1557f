import { MemberRequests } from '@stamp/contracts';
import { ServiceDefinition } from '@stamp/server-kit';
import { MIGRATIONS } from './migrations';
import { MemberServiceModule } from './member-service.module';

export const serviceDefinition: ServiceDefinition = {
  name: 'member',
  schema: 'member',
  module: MemberServiceModule,
  entities: [],
  migrations: MIGRATIONS,
  health: MemberRequests.health,
};
