import { QueryGate } from '../../mobile-shell/components/QueryGate';
import { useAreaPlace } from '../../regions/api/useRegions';
import { useMe } from '../api/memberAccountApi';
import { MemberInfoForm } from './MemberInfoForm';

/** Loads the member and the name of their area, then the form (a failed load says so and offers a retry). */
export function MemberInfoEditor() {
  const me = useMe();
  const areaId = me.data?.area2 ?? -1;
  const place = useAreaPlace(areaId);
  // No area yet, or its name is known (a failed name lookup leaves the region empty to choose again).
  const ready = me.data && (areaId <= 0 || !place.isPending) ? me.data : undefined;
  return (
    <QueryGate query={{ data: ready, error: me.error, refetch: me.refetch }}>
      {(member) => <MemberInfoForm member={member} place={place.data ?? null} />}
    </QueryGate>
  );
}
