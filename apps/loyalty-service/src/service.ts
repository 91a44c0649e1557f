import { Provider } from '@nestjs/common';
import { LoyaltyRequests } from '@stamp/contracts';
import { loadConfig } from '@stamp/server-kit/config';
import { ServiceDefinition } from '@stamp/server-kit/service';
import { CLOCK, systemClock } from '@stamp/server-kit/time';
import { CouponEntity } from './coupons/coupon.entity';
import { StampFailureEntity } from './guessing/stamp-failure.entity';
import { StampGuardEntity } from './guessing/stamp-guard.entity';
import { StoreGuessingAlertEntity } from './guessing/store-guessing-alert.entity';
import { IdempotencyRecordEntity } from './idempotency/idempotency-record.entity';
import { LedgerDailyCountEntity } from './ledger/ledger-daily-count.entity';
import { LedgerEntryEntity } from './ledger/ledger-entry.entity';
import { LedgerStoreDailyCountEntity } from './ledger/ledger-store-daily-count.entity';
import { StoreMemberEntity } from './ledger/store-member.entity';
import { LoyaltyServiceModule } from './loyalty-service.module';
import { LoyaltyServiceSettings } from './loyalty-service.settings';
import { MIGRATIONS } from './migrations';
import { MissionEntity } from './missions/mission.entity';
import { StoreSnapshotEntity } from './stores/store-snapshot.entity';
import { TicketEntity } from './tickets/ticket.entity';

/** Reads and validates the loyalty service's settings once. */
function configure(env: NodeJS.ProcessEnv): Provider[] {
  const settings = loadConfig('loyalty-service', LoyaltyServiceSettings, env);
  return [
    { provide: LoyaltyServiceSettings, useValue: settings },
    { provide: CLOCK, useValue: systemClock },
  ];
}

export const serviceDefinition: ServiceDefinition = {
  name: 'loyalty',
  schema: 'loyalty',
  module: LoyaltyServiceModule,
  entities: [
    MissionEntity,
    CouponEntity,
    TicketEntity,
    LedgerEntryEntity,
    LedgerDailyCountEntity,
    LedgerStoreDailyCountEntity,
    StoreMemberEntity,
    IdempotencyRecordEntity,
    StampGuardEntity,
    StampFailureEntity,
    StoreGuessingAlertEntity,
    StoreSnapshotEntity,
  ],
  migrations: MIGRATIONS,
  health: LoyaltyRequests.health,
  configure,
};
