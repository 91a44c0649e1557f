import { InitialStoreSchema1795322967590 } from './1795322967590-InitialStoreSchema';

export const MIGRATIONS = [InitialStoreSchema1795322967590];
