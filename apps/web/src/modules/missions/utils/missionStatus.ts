import type { MissionDisplayStatus, MissionStatus } from '@stamp/shared';

/** The detail popup's radio, set from the state the server shows (spec §4): ended missions read "finished". */
export function radioStatus(mission: { display_status: MissionDisplayStatus }): MissionStatus {
  switch (mission.display_status) {
    case 'in_progress':
      return 'ongoing';
    case 'stopped':
      return 'pended';
    case 'ended':
      return 'finished';
  }
}
