import { api } from '../../api';

const DAY = 24 * 60 * 60_000;

/** The region names (reference data: fetched once a day at most). */
export function useRegions() {
  return api.useQuery('get', '/api/v1/regions', {}, { staleTime: DAY });
}

/** The provinces/cities of a region; nothing until a region is chosen. */
export function useProvinces(region: string) {
  return api.useQuery(
    'get',
    '/api/v1/region={region}',
    { params: { path: { region } } },
    { enabled: region !== '', staleTime: DAY },
  );
}

/** {region, province} of an area id (a member's area2); nothing for -1. */
export function useAreaPlace(areaId: number) {
  return api.useQuery(
    'get',
    '/api/v1/province_id={areaId}',
    { params: { path: { areaId } } },
    { enabled: areaId > 0, staleTime: DAY },
  );
}
