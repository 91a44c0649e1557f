import { CouponsController } from './coupons.controller';
import { CouponsService } from './coupons.service';
import { LedgerController } from './ledger.controller';
import { LedgerService } from './ledger.service';
import { MissionsController } from './missions.controller';
import { MissionsService } from './missions.service';
import { TicketsController } from './tickets.controller';
import { TicketsService } from './tickets.service';

/** The loyalty routes of product-spec §7 (Missions, Coupons and tickets) and the ledger. */
export const LOYALTY_CONTROLLERS = [
  MissionsController,
  CouponsController,
  TicketsController,
  LedgerController,
];

/** The gateway services behind them. */
export const LOYALTY_SERVICES = [MissionsService, CouponsService, TicketsService, LedgerService];
