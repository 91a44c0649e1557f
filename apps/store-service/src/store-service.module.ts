import { Module } from '@nestjs/common';
import { ImagesController } from './images/images.controller';
import { ImagesRepository } from './images/images.repository';
import { ImagesService } from './images/images.service';
import { StoreMissionsController } from './missions/store-missions.controller';
import { StoreMissionsRepository } from './missions/store-missions.repository';
import { NoticesController } from './notices/notices.controller';
import { NoticesRepository } from './notices/notices.repository';
import { NoticesService } from './notices/notices.service';
import { StoresController } from './stores/stores.controller';
import { StoresRepository } from './stores/stores.repository';
import { StoresService } from './stores/stores.service';

@Module({
  providers: [
    StoresRepository,
    StoresService,
    StoresController,
    ImagesRepository,
    ImagesService,
    ImagesController,
    NoticesRepository,
    NoticesService,
    NoticesController,
    StoreMissionsRepository,
    StoreMissionsController,
  ],
})
export class StoreServiceModule {}
