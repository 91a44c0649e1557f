import { InitialPushSchema1795323306097 } from './1795323306097-InitialPushSchema';

export const MIGRATIONS = [InitialPushSchema1795323306097];
