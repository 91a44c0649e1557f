import { api } from '../../api';

/** The map tab's tile server and place search, from the gateway's settings (they do not change while open). */
export function useMapConfig() {
  return api.useQuery('get', '/api/v1/config/map', {}, { staleTime: Infinity });
}
