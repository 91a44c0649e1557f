import { Module } from '@nestjs/common';
import { AlertMailWorker } from './guessing-alerts/alert-mail.worker';
import { GuessingAlertsController } from './guessing-alerts/guessing-alerts.controller';
import { GuessingAlertsRepository } from './guessing-alerts/guessing-alerts.repository';
import { GuessingAlertsService } from './guessing-alerts/guessing-alerts.service';
import { ImagesController } from './images/images.controller';
import { ImagesRepository } from './images/images.repository';
import { ImagesService } from './images/images.service';
import { StoreMissionsController } from './missions/store-missions.controller';
import { StoreMissionsRepository } from './missions/store-missions.repository';
import { NoticesController } from './notices/notices.controller';
import { NoticesRepository } from './notices/notices.repository';
import { NoticesService } from './notices/notices.service';
import { StoreEvents, StoreRequests } from '@stamp/contracts';
import { SessionsRepository } from '@stamp/server-kit/database';
import { sessionsController } from '@stamp/server-kit/service';
import { OwnerPasswordLinksRepository } from './owner-passwords/owner-password-links.repository';
import { OwnerPasswordsController } from './owner-passwords/owner-passwords.controller';
import { OwnerPasswordsService } from './owner-passwords/owner-passwords.service';
import { StoresController } from './stores/stores.controller';
import { StoresRepository } from './stores/stores.repository';
import { StoresService } from './stores/stores.service';

/**
 * The store service: stores, images, notices, each store's mission (from loyalty's events) and the
 * guessing alerts with their mail to the owner. Its mail settings and mailer come from
 * ServiceDefinition.configure.
 */
@Module({
  controllers: [
    StoresController,
    ImagesController,
    NoticesController,
    StoreMissionsController,
    GuessingAlertsController,
    OwnerPasswordsController,
    sessionsController(
      { check: StoreRequests.checkSession, end: StoreRequests.endSession, ended: StoreEvents.sessionsEnded },
      ['store'],
    ),
  ],
  providers: [
    StoresRepository,
    StoresService,
    ImagesRepository,
    ImagesService,
    NoticesRepository,
    NoticesService,
    StoreMissionsRepository,
    GuessingAlertsRepository,
    GuessingAlertsService,
    AlertMailWorker,
    OwnerPasswordLinksRepository,
    OwnerPasswordsService,
    SessionsRepository,
  ],
})
export class StoreServiceModule {}
