import { statusOf } from '../../api';
import { QueryGate, useLastKnown } from '../../mobile-shell';
import { useStoreMission } from '../api/storeOwnerApi';
import { OwnerMissionForm } from './OwnerMissionForm';

/**
 * Loads the store's mission (a 404 means it has none yet), then the form, which stays in place while the
 * mission is read again after a change.
 */
export function MissionManager({ storeId }: { storeId: number }) {
  const mission = useStoreMission(storeId);
  const none = statusOf(mission.error) === 404;
  const known = useLastKnown(none ? null : mission.data);
  return (
    <QueryGate
      query={{ data: known, error: known === undefined ? mission.error : null, refetch: mission.refetch }}
    >
      {(current) => <OwnerMissionForm storeId={storeId} mission={current} />}
    </QueryGate>
  );
}
