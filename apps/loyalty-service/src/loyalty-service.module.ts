import { Module } from '@nestjs/common';
import { CouponsController } from './coupons/coupons.controller';
import { CouponsRepository } from './coupons/coupons.repository';
import { CouponsService } from './coupons/coupons.service';
import { StampingService } from './coupons/stamping.service';
import { GuessingRepository } from './guessing/guessing.repository';
import { PasswordGuard } from './guessing/password-guard';
import { LoyaltySweeper } from './housekeeping/loyalty-sweeper';
import { IdempotencyRepository } from './idempotency/idempotency.repository';
import { IdempotencyService } from './idempotency/idempotency.service';
import { LedgerController } from './ledger/ledger.controller';
import { LedgerRepository } from './ledger/ledger.repository';
import { LedgerService } from './ledger/ledger.service';
import { MemberDataService } from './members/member-data.service';
import { MemberEventsService } from './members/member-events.service';
import { MembersController } from './members/members.controller';
import { MissionCalendar } from './missions/mission-calendar';
import { MissionsController } from './missions/missions.controller';
import { MissionsRepository } from './missions/missions.repository';
import { MissionsService } from './missions/missions.service';
import { StampPasswordChecker } from './stores/stamp-password-checker';
import { BusStoreDirectory, STORE_DIRECTORY } from './stores/store-directory';
import { StoreEventsService } from './stores/store-events.service';
import { StoreSnapshotsRepository } from './stores/store-snapshots.repository';
import { StoresController } from './stores/stores.controller';
import { TicketsController } from './tickets/tickets.controller';
import { TicketsRepository } from './tickets/tickets.repository';
import { TicketsService } from './tickets/tickets.service';

/** The loyalty service: missions, stamp cards, stamping, tickets and their ledger. */
@Module({
  controllers: [
    StoresController,
    MissionsController,
    CouponsController,
    TicketsController,
    LedgerController,
    MembersController,
  ],
  providers: [
    { provide: STORE_DIRECTORY, useClass: BusStoreDirectory },
    MissionCalendar,
    StoreSnapshotsRepository,
    StampPasswordChecker,
    StoreEventsService,
    MissionsRepository,
    MissionsService,
    CouponsRepository,
    CouponsService,
    StampingService,
    TicketsRepository,
    TicketsService,
    LedgerRepository,
    LedgerService,
    GuessingRepository,
    PasswordGuard,
    IdempotencyRepository,
    IdempotencyService,
    MemberEventsService,
    MemberDataService,
    LoyaltySweeper,
  ],
})
export class LoyaltyServiceModule {}
