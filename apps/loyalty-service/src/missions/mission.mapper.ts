import { MissionSnapshot, MissionView } from '@stamp/contracts';
import { MissionEntity } from './mission.entity';
import { MissionFields } from './mission-rules';

export function toMissionSnapshot(mission: MissionEntity): MissionSnapshot {
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

export function toMissionView(mission: MissionEntity, active: boolean): MissionView {
  return Object.assign(toMissionSnapshot(mission), { active });
}

export function fieldsOf(mission: MissionEntity): MissionFields {
  return {
    name: mission.name,
    startDate: mission.startDate,
    expireDate: mission.expireDate,
    maxStampCount: mission.maxStampCount,
  };
}
