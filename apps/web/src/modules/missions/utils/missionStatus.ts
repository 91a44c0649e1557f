import type { MissionStatus } from '@stamp/shared';

import { today } from '../../ui/dates';

interface MissionLike {
  status: string | null;
  expire_date: string;
}

/** Admin display (spec §4): ongoing and not expired = in progress; pended = stopped; anything else = ended. */
export function displayStatus(
  mission: MissionLike,
  day: string = today(),
): 'inProgress' | 'stopped' | 'ended' {
  if (mission.status === 'ongoing' && mission.expire_date >= day) return 'inProgress';
  if (mission.status === 'pended') return 'stopped';
  return 'ended';
}

/** The detail popup's radio, set from the stored status and expiry (spec §4). */
export function radioStatus(mission: MissionLike, day: string = today()): MissionStatus {
  switch (displayStatus(mission, day)) {
    case 'inProgress':
      return 'ongoing';
    case 'stopped':
      return 'pended';
    case 'ended':
      return 'finished';
  }
}
