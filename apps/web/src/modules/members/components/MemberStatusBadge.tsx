import { JOIN_CHECK } from '../utils/joinCheck';
import { useMessages } from '../../i18n';
import { Badge } from '../../ui/Badge';

/** normal or suspended: the only two states the admin list shows (spec §4). */
export function MemberStatusBadge({ joinCheck }: { joinCheck: number }) {
  const t = useMessages();
  return joinCheck === JOIN_CHECK.active ? (
    <Badge tone="success">{t.memberNormal}</Badge>
  ) : (
    <Badge tone="warning">{t.memberSuspended}</Badge>
  );
}
