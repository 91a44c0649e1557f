import { InitialLoyaltySchema1795323305261 } from './1795323305261-InitialLoyaltySchema';
import { AddMissionsCouponsTickets1795328888839 } from './1795328888839-AddMissionsCouponsTickets';
import { AddStoreSnapshotPasswordVerifier1795332251699 } from './1795332251699-AddStoreSnapshotPasswordVerifier';
import { VersionedMissionsAndStoreSnapshots1795338561907 } from './1795338561907-VersionedMissionsAndStoreSnapshots';
import { AddLedgerActivityIndex1795541500339 } from './1795541500339-AddLedgerActivityIndex';
import { AddLedgerDailyCounts1795542438545 } from './1795542438545-AddLedgerDailyCounts';
import { AddOutboxTraceParent1795550860085 } from './1795550860085-AddOutboxTraceParent';
import { AddStampFunction1795600000000 } from './1795600000000-AddStampFunction';
import { AddStampPasswordSetAt1795700000000 } from './1795700000000-AddStampPasswordSetAt';
import { AddStampCodeSecret1795900000001 } from './1795900000001-AddStampCodeSecret';
import { AddMissionStampPacing1795910000000 } from './1795910000000-AddMissionStampPacing';
import { AddStoreFirstStamps1795920000000 } from './1795920000000-AddStoreFirstStamps';
import { AddStampIdempotencyClaim1796000000000 } from './1796000000000-AddStampIdempotencyClaim';
import { AddRedeemTicketFunction1796500000000 } from './1796500000000-AddRedeemTicketFunction';
import { AddIdempotencyKeyFunctions1796600000000 } from './1796600000000-AddIdempotencyKeyFunctions';

export const MIGRATIONS = [
  InitialLoyaltySchema1795323305261,
  AddMissionsCouponsTickets1795328888839,
  AddStoreSnapshotPasswordVerifier1795332251699,
  VersionedMissionsAndStoreSnapshots1795338561907,
  AddLedgerActivityIndex1795541500339,
  AddLedgerDailyCounts1795542438545,
  AddOutboxTraceParent1795550860085,
  AddStampFunction1795600000000,
  AddStampPasswordSetAt1795700000000,
  AddStampCodeSecret1795900000001,
  AddMissionStampPacing1795910000000,
  AddStoreFirstStamps1795920000000,
  AddStampIdempotencyClaim1796000000000,
  AddRedeemTicketFunction1796500000000,
  AddIdempotencyKeyFunctions1796600000000,
];
