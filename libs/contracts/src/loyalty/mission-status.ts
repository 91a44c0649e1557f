import { MissionDisplayStatus, MissionStatus } from '@stamp/shared';

/**
 * The one rule of a mission's state (spec §4): ongoing and not past its expiry date (valid through the end of
 * that day, `today` being the date in the mission time zone, MISSION_TIME_ZONE) is in progress and takes
 * stamps; pended is stopped; anything else (finished by an administrator, or expired) has ended.
 */
export function missionDisplayStatus(
  mission: { status: MissionStatus | null; expireDate: string },
  today: string,
): MissionDisplayStatus {
  if (mission.status === 'ongoing' && today <= mission.expireDate) return 'in_progress';
  if (mission.status === 'pended') return 'stopped';
  return 'ended';
}
