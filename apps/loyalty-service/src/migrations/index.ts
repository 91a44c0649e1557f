import { InitialLoyaltySchema1795323305261 } from './1795323305261-InitialLoyaltySchema';

export const MIGRATIONS = [InitialLoyaltySchema1795323305261];
