import { statusOf } from '../../api/errors';
import { QueryGate } from '../../mobile-shell/components/QueryGate';
import { useStoreMission } from '../api/storeOwnerApi';
import { OwnerMissionForm } from './OwnerMissionForm';

/** Loads the store's mission (a 404 means it has none yet), then the form. */
export function MissionManager({ storeId }: { storeId: number }) {
  const mission = useStoreMission(storeId);
  const none = statusOf(mission.error) === 404;
  return (
    <QueryGate
      query={{
        data: none ? null : mission.data,
        error: none ? null : mission.error,
        refetch: mission.refetch,
      }}
    >
      {(current) => <OwnerMissionForm storeId={storeId} mission={current} />}
    </QueryGate>
  );
}
