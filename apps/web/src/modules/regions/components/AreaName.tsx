import { useAreaPlace } from '../api/useRegions';

/** 'Region Province' of an area id, as the member lists show it. */
export function AreaName({ areaId }: { areaId: number }) {
  const place = useAreaPlace(areaId);
  if (areaId <= 0) return <>—</>;
  return <>{place.data ? `${place.data.region} ${place.data.province}` : '…'}</>;
}
