import { parseAsString, parseAsStringLiteral, type UseQueryStatesKeysMap } from 'nuqs';
import { useCallback, useMemo } from 'react';

import { useListUrl } from './useListUrl';

/** An admin list's search: everything, one region and province, or a typed value of one of its kinds. */
export type AreaSearch<ValueKind extends string> =
  { kind: 'all' } | { kind: 'area'; region: string; province: string } | { kind: ValueKind; value: string };

/** What `areaSearchParsers` read off the URL (their defaults in place of what it does not hold). */
interface AreaSearchValues<ValueKind extends string> {
  kind: 'all' | 'area' | ValueKind;
  region: string;
  province: string;
  q: string;
}

/**
 * The URL parsers of a search by area or by one of `valueKinds` (in `q`), for a module constant; a list's
 * other filters go beside them.
 */
export function areaSearchParsers<ValueKind extends string>(valueKinds: readonly ValueKind[]) {
  return {
    kind: parseAsStringLiteral(['all', 'area', ...valueKinds]).withDefault('all'),
    region: parseAsString.withDefault(''),
    province: parseAsString.withDefault(''),
    q: parseAsString.withDefault(''),
  };
}

/**
 * An admin list's search (`areaSearchParsers`), its other filters and its page, kept in the URL
 * (`useListUrl`): the search as the list's API takes it, and a setter that writes one back.
 */
export function useAreaSearchUrl<ValueKind extends string, Parsers extends UseQueryStatesKeysMap>(
  parsers: ReturnType<typeof areaSearchParsers<ValueKind>> & Parsers,
) {
  const { filters, setFilters, page, setPage } = useListUrl(parsers);
  // nuqs's `Values` of a parser map that is generic here does not resolve: what the parsers above read.
  const { kind, region, province, q } = filters as AreaSearchValues<ValueKind>;
  const search = useMemo((): AreaSearch<ValueKind> => {
    if (kind === 'all') {
      return { kind: 'all' };
    }
    if (kind === 'area') {
      return { kind: 'area', region, province };
    }
    return { kind, value: q };
  }, [kind, region, province, q]);
  const setSearch = useCallback(
    (next: AreaSearch<ValueKind>) => {
      const changes = {
        kind: next.kind,
        region: 'region' in next ? next.region : '',
        province: 'province' in next ? next.province : '',
        q: 'value' in next ? next.value : '',
      };
      setFilters(changes as Parameters<typeof setFilters>[0]);
    },
    [setFilters],
  );
  return { search, setSearch, filters, setFilters, page, setPage };
}
