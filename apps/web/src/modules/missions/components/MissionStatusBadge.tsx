import { useMessages } from '../../i18n/useMessages';
import { Badge } from '../../ui/Badge';
import { displayStatus } from '../utils/missionStatus';

/** in progress / stopped / ended, as the back-office shows a mission (spec §4). */
export function MissionStatusBadge({ mission }: { mission: { status: string | null; expire_date: string } }) {
  const t = useMessages();
  switch (displayStatus(mission)) {
    case 'inProgress':
      return <Badge tone="success">{t.missionInProgress}</Badge>;
    case 'stopped':
      return <Badge tone="warning">{t.missionStopped}</Badge>;
    case 'ended':
      return <Badge tone="neutral">{t.missionEnded}</Badge>;
  }
}
