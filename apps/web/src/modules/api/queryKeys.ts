import type { paths } from '@stamp/api-client';

/**
 * The query keys of the app, in one place. openapi-react-query keys a query by `[method, path, init]`, so a
 * path's prefix key invalidates every query of that path whatever its parameters.
 */
export const queryKeys = {
  path: <Path extends keyof paths>(path: Path) => ['get', path] as const,
  /** A place search on the map tab's geocoder (not the gateway). */
  geocode: (geocoderUrl: string, query: string) => ['geocode', geocoderUrl, query] as const,
};
