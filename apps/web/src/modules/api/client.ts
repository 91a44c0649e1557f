import createQueryHooks from 'openapi-react-query';
import { createStampClient } from '@stamp/api-client';

import { fetchWithEarlyCalls } from './earlyCalls';

type TokenSource = () => string | null;

let tokenSource: TokenSource = () => null;
let unauthorized: () => void = () => undefined;

/**
 * Each face of the app (back-office, member app, store menu) says whose token goes with its calls and
 * what a 401 means for it (spec §4: back to its login page).
 */
export function setApiSession(source: TokenSource, onUnauthorized: () => void): void {
  tokenSource = source;
  unauthorized = onUnauthorized;
}

/** When a face of the app goes away: no token goes with a call, and a 401 ends nothing. */
export function endApiSession(): void {
  setApiSession(
    () => null,
    () => undefined,
  );
}

/** The gateway's origin: the page's own, unless the build says otherwise (spec §9). */
const baseUrl = (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? window.location.origin;

export const apiClient = createStampClient({
  baseUrl,
  token: () => tokenSource(),
  // The first calls of a page opened from a link may have been asked for already, by index.html.
  fetch: fetchWithEarlyCalls,
  onUnauthorized: () => {
    unauthorized();
  },
});

/** TanStack Query hooks over the typed client: `api.useQuery('get', '/api/v1/stores')`. */
export const api = createQueryHooks(apiClient);

/**
 * A client that never sends a token and ends no session on a 401: for the public calls whose refusal is an
 * answer, not an ended session (the store owner's sign-in from the member app).
 */
export const publicClient = createStampClient({
  baseUrl,
  token: () => null,
  onUnauthorized: () => undefined,
});

export const publicApi = createQueryHooks(publicClient);
