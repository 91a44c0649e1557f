import type { MissionDisplayStatus } from '@stamp/shared';
import { useMessages } from '../../i18n';
import { Badge } from '../../ui/Badge';

/** in progress / stopped / ended, as the server shows a mission (spec §4). */
export function MissionStatusBadge({ mission }: { mission: { display_status: MissionDisplayStatus } }) {
  const t = useMessages();
  switch (mission.display_status) {
    case 'in_progress':
      return <Badge tone="success">{t.missionInProgress}</Badge>;
    case 'stopped':
      return <Badge tone="warning">{t.missionStopped}</Badge>;
    case 'ended':
      return <Badge tone="neutral">{t.missionEnded}</Badge>;
  }
}
