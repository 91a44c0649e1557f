import { parseAsInteger, useQueryStates, type Options, type UseQueryStatesKeysMap, type Values } from 'nuqs';
import { useCallback, useMemo } from 'react';

const PAGE = parseAsInteger.withDefault(1);
/** Every change is a history entry (back returns to the last view), and the router hears of it. */
const URL_OPTIONS: Options = { history: 'push', shallow: false };

/** A change of the URL's view: a filter or the page, `null` for its default. */
type Changes = Record<string, unknown>;

/**
 * A list's view in the URL (nuqs): its filters, given as nuqs parsers with their defaults (a module constant),
 * and its page. Reload and back keep the view; values equal to their default stay out of the URL. Changing a
 * filter goes back to the first page.
 */
export function useListUrl<Filters extends UseQueryStatesKeysMap>(filters: Filters) {
  const parsers = useMemo(() => ({ ...filters, page: PAGE }), [filters]);
  const [state, setState] = useQueryStates(parsers, URL_OPTIONS);
  const update = setState as (changes: Changes) => Promise<URLSearchParams>;
  const { page, ...values } = state as Values<Filters> & { page: number | null };
  const setFilters = useCallback(
    (changes: Partial<Values<Filters>>) => {
      void update({ ...changes, page: null });
    },
    [update],
  );
  const setPage = useCallback(
    (next: number) => {
      void update({ page: next });
    },
    [update],
  );
  return {
    filters: values as unknown as Values<Filters>,
    setFilters,
    page: page !== null && page > 0 ? page : 1,
    setPage,
  };
}
