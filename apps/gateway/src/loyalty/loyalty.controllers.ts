import { CouponsController } from './coupons.controller';
import { LedgerController } from './ledger.controller';
import { MissionsController } from './missions.controller';
import { TicketsController } from './tickets.controller';

/** The loyalty routes of product-spec §7 (Missions, Coupons and tickets) and the ledger. */
export const LOYALTY_CONTROLLERS = [
  MissionsController,
  CouponsController,
  TicketsController,
  LedgerController,
];
