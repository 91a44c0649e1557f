import { QueryGate, useLastKnown } from '../../mobile-shell';
import { useAreaPlace } from '../../regions';
import { useMe } from '../api/memberAccountApi';
import { MemberInfoForm } from './MemberInfoForm';

/**
 * Loads the member and the name of their area, then the form (a failed load says so and offers a retry);
 * after a save the form stays while the new area's name is fetched.
 */
export function MemberInfoEditor() {
  const me = useMe();
  const areaId = me.data?.area2 ?? -1;
  const place = useAreaPlace(areaId);
  // No area, or its name is known (a failed name lookup leaves the region empty to choose again).
  const placeSettled = areaId <= 0 || !place.isPending;
  const member = useLastKnown(placeSettled ? me.data : undefined);
  const knownPlace = useLastKnown(areaId <= 0 ? null : place.data);
  return (
    <QueryGate query={{ data: member, error: member ? null : me.error, refetch: me.refetch }}>
      {(loaded) => <MemberInfoForm member={loaded} place={knownPlace ?? null} />}
    </QueryGate>
  );
}
