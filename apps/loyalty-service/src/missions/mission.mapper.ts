import { MissionSnapshot, MissionView } from '@stamp/contracts';
import type { MissionDisplayStatus } from '@stamp/shared';
import { MissionEntity } from './mission.entity';
import { MissionFields } from './mission-rules';

/** What events and views both show of a mission. */
type MissionColumns = Omit<MissionSnapshot, 'version'>;

function columnsOf(mission: MissionEntity): MissionColumns {
  return {
    id: mission.id,
    store_id: mission.storeId,
    name: mission.name,
    start_date: mission.startDate,
    expire_date: mission.expireDate,
    max_stamp_count: mission.maxStampCount,
    status: mission.status,
    createdAt: mission.createdAt.toISOString(),
  };
}

/** The mission in its events: with its version, for the read models that follow them. */
export function toMissionSnapshot(mission: MissionEntity): MissionSnapshot {
  return { ...columnsOf(mission), version: mission.version };
}

/**
 * The mission in the event of its deletion. The deletion is a change too: one version more than the last,
 * so it is newer than every event before it.
 */
export function toDeletedMissionSnapshot(mission: MissionEntity): MissionSnapshot {
  return { ...columnsOf(mission), version: mission.version + 1 };
}

/** The mission in API answers: the contract's shape, without the version. */
export function toMissionView(mission: MissionEntity, displayStatus: MissionDisplayStatus): MissionView {
  return {
    ...columnsOf(mission),
    min_stamp_interval_minutes: mission.minStampIntervalMinutes,
    daily_stamp_limit: mission.dailyStampLimit,
    active: displayStatus === 'in_progress',
    display_status: displayStatus,
  };
}

export function fieldsOf(mission: MissionEntity): MissionFields {
  return {
    name: mission.name,
    startDate: mission.startDate,
    expireDate: mission.expireDate,
    maxStampCount: mission.maxStampCount,
    minStampIntervalMinutes: mission.minStampIntervalMinutes,
    dailyStampLimit: mission.dailyStampLimit,
  };
}
