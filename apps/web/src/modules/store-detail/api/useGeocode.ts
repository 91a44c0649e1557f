import { useQuery } from '@tanstack/react-query';

import { queryKeys } from '../../api';

export interface Place {
  lat: number;
  lng: number;
  /** false: only a wider search (the province/city) found a place. */
  exact: boolean;
}

const DAY = 24 * 60 * 60_000;

function isPoint(value: unknown): value is { lat: string | number; lon: string | number } {
  return typeof value === 'object' && value !== null && 'lat' in value && 'lon' in value;
}

/** The first answer of a Nominatim-style search (`[{lat, lon}, ...]`), or null. */
async function search(geocoderUrl: string, query: string): Promise<{ lat: number; lng: number } | null> {
  const response = await fetch(geocoderUrl.replaceAll('{query}', encodeURIComponent(query)), {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) return null;
  const body: unknown = await response.json();
  const first: unknown = Array.isArray(body) ? body[0] : undefined;
  if (!isPoint(first)) return null;
  const lat = Number(first.lat);
  const lng = Number(first.lon);
  return Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}

/**
 * A store's place from its address text (spec §7: a place search by region and province text): the whole
 * address first, then its province/city and region. Null when neither is found or the geocoder is not set.
 */
export function useGeocode(geocoderUrl: string | null, queries: { exact: string; area: string }) {
  return useQuery({
    queryKey: queryKeys.geocode(geocoderUrl ?? '', queries.exact),
    enabled: geocoderUrl !== null,
    staleTime: DAY,
    retry: false,
    queryFn: async (): Promise<Place | null> => {
      if (geocoderUrl === null) return null;
      const exact = await search(geocoderUrl, queries.exact);
      if (exact) return { ...exact, exact: true };
      const area = await search(geocoderUrl, queries.area);
      return area ? { ...area, exact: false } : null;
    },
  });
}
