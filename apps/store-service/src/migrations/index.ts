import { InitialStoreSchema1795322967590 } from './1795322967590-InitialStoreSchema';
import { AddStorePasswordVerifier1795332251094 } from './1795332251094-AddStorePasswordVerifier';
import { AddStampGuessingAlerts1795335042289 } from './1795335042289-AddStampGuessingAlerts';
import { VersionedStoresAndStoreMissions1795517074813 } from './1795517074813-VersionedStoresAndStoreMissions';
import { AddOutboxTraceParent1795550860085 } from './1795550860085-AddOutboxTraceParent';
import { AddStorePlaceIndex1795600000001 } from './1795600000001-AddStorePlaceIndex';
import { AddSessionsAndOwnerPassword1795836084474 } from './1795836084474-AddSessionsAndOwnerPassword';
import { AddOwnerPasswordLinks1795838893787 } from './1795838893787-AddOwnerPasswordLinks';
import { NameEndedSessions1795848669335 } from './1795848669335-NameEndedSessions';
import { AddStampMode1795900000000 } from './1795900000000-AddStampMode';

export const MIGRATIONS = [
  InitialStoreSchema1795322967590,
  AddStorePasswordVerifier1795332251094,
  AddStampGuessingAlerts1795335042289,
  VersionedStoresAndStoreMissions1795517074813,
  AddOutboxTraceParent1795550860085,
  AddStorePlaceIndex1795600000001,
  AddSessionsAndOwnerPassword1795836084474,
  AddOwnerPasswordLinks1795838893787,
  NameEndedSessions1795848669335,
  AddStampMode1795900000000,
];
