import { StoreRequests } from '@stamp/contracts';
import { ServiceDefinition } from '@stamp/server-kit';
import { ImageEntity } from './images/image.entity';
import { MIGRATIONS } from './migrations';
import { StoreMissionEntity } from './missions/store-mission.entity';
import { NoticeEntity } from './notices/notice.entity';
import { StoreServiceModule } from './store-service.module';
import { StoreEntity } from './stores/store.entity';

export const serviceDefinition: ServiceDefinition = {
  name: 'store',
  schema: 'store',
  module: StoreServiceModule,
  entities: [StoreEntity, ImageEntity, NoticeEntity, StoreMissionEntity],
  migrations: MIGRATIONS,
  health: StoreRequests.health,
};
