import { useEffect } from 'react';

import { LAST_SEEN_PREFIX as PREFIX, memberLoginId } from '../session';

interface Saved<Data> {
  savedAt: number;
  data: Data;
}

function storageKey(name: string): string | null {
  const owner = memberLoginId();
  return owner ? `${PREFIX}${name}:${owner}` : null;
}

function read<Data>(name: string): Saved<Data> | null {
  const key = storageKey(name);
  const raw = key ? localStorage.getItem(key) : null;
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Saved<Data>;
  } catch {
    return null;
  }
}

export interface LastSeen<Data> {
  data: Data | undefined;
  /** When the data shown was fetched (ms since the epoch), or null when there is none. */
  updatedAt: number | null;
  /** True when the data is the saved copy, because the query has no answer now (offline). */
  fromSaved: boolean;
}

/**
 * The member's cards and tickets as last seen (issue 13: readable offline with a 'last updated' time): each
 * fresh answer of the query is saved in local storage under the member's login id, and when the query has
 * no answer (no connection, so no member lookup either) the saved copy is shown with its time.
 */
export function useLastSeen<Data>(
  name: string,
  query: { data: Data | undefined; dataUpdatedAt: number },
): LastSeen<Data> {
  const { data, dataUpdatedAt } = query;
  useEffect(() => {
    const key = storageKey(name);
    if (!key || data === undefined) return;
    const saved: Saved<Data> = { savedAt: dataUpdatedAt || Date.now(), data };
    try {
      localStorage.setItem(key, JSON.stringify(saved));
    } catch {
      // A full storage only costs the offline copy; the screen shows the live answer regardless.
    }
  }, [name, data, dataUpdatedAt]);

  if (data !== undefined) return { data, updatedAt: dataUpdatedAt || null, fromSaved: false };
  const saved = read<Data>(name);
  return saved
    ? { data: saved.data, updatedAt: saved.savedAt, fromSaved: true }
    : { data: undefined, updatedAt: null, fromSaved: false };
}
