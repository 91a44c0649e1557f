/**
 * The GETs that index.html's inline script starts before the app has loaded (build/preloadMemberApp.ts): a
 * page opened from outside the app (the stamp page, from a counter's QR code) asks for its store and its
 * member while its code is still downloading, instead of after. Kept on `window` by the address asked for.
 */
export const EARLY_CALLS = '__earlyCalls';

/** One early GET: the Authorization it was sent with (none: null), and its answer. */
export interface EarlyCall {
  authorization: string | null;
  response: Promise<Response>;
}

type EarlyCalls = Record<string, EarlyCall | undefined>;

function earlyCalls(): EarlyCalls | undefined {
  return (window as unknown as Partial<Record<typeof EARLY_CALLS, EarlyCalls>>)[EARLY_CALLS];
}

/**
 * The API client's fetch: the first GET of an address that an early call asked for, with the same
 * Authorization, takes that call's answer (once: a refetch asks the network); anything else, or an early call
 * that got no answer at all, goes to the network. A call whose token differs (the app ended the stored
 * login) never sees the early answer. Every GET marks its address as asked, so that an early call that would
 * only start later (one waiting for another's answer) is not made, and a refetch never takes its older answer.
 */
export function fetchWithEarlyCalls(request: Request): Promise<Response> {
  const calls = request.method === 'GET' ? earlyCalls() : undefined;
  const early = calls?.[request.url];
  if (calls) calls[request.url] = undefined;
  if (early?.authorization !== request.headers.get('Authorization')) {
    return fetch(request);
  }
  return early.response.catch(() => fetch(request));
}
