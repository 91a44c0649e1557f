import { act, renderHook } from '@testing-library/react';
import { parseAsStringLiteral } from 'nuqs';
import { NuqsTestingAdapter, type UrlUpdateEvent } from 'nuqs/adapters/testing';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { areaSearchParsers, useAreaSearchUrl } from './useAreaSearchUrl';

const LIST_URL = {
  ...areaSearchParsers(['code', 'name'] as const),
  status: parseAsStringLiteral(['all', 'active'] as const).withDefault('all'),
};

function renderSearch(searchParams: string) {
  const updates: string[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <NuqsTestingAdapter
      searchParams={searchParams}
      onUrlUpdate={(event: UrlUpdateEvent) => {
        updates.push(event.queryString);
      }}
    >
      {children}
    </NuqsTestingAdapter>
  );
  return { ...renderHook(() => useAreaSearchUrl(LIST_URL), { wrapper }), updates };
}

describe(useAreaSearchUrl.name, () => {
  it('reads everything when the URL holds no search, and an area or a typed value when it does', () => {
    expect(renderSearch('').result.current.search).toEqual({ kind: 'all' });
    expect(renderSearch('?kind=area&region=NCR&province=Makati').result.current.search).toEqual({
      kind: 'area',
      region: 'NCR',
      province: 'Makati',
    });
    expect(renderSearch('?kind=code&q=AB12CD').result.current.search).toEqual({
      kind: 'code',
      value: 'AB12CD',
    });
  });

  it('reads an unknown kind as everything, and keeps the other filters and the page apart', () => {
    const { result } = renderSearch('?kind=phone&q=0917&status=active&page=3');
    expect(result.current.search).toEqual({ kind: 'all' });
    expect(result.current.filters.status).toBe('active');
    expect(result.current.page).toBe(3);
  });

  it('writes a search back, clearing what the other kinds had put in the URL and going to the first page', async () => {
    const { result, updates } = renderSearch('?kind=area&region=NCR&province=Makati&status=active&page=2');
    act(() => {
      result.current.setSearch({ kind: 'name', value: 'Kape' });
    });
    // nuqs writes the URL after the current task.
    await vi.waitFor(() => {
      expect(updates).not.toHaveLength(0);
    });
    expect(Object.fromEntries(new URLSearchParams(updates.at(-1)))).toEqual({
      kind: 'name',
      q: 'Kape',
      status: 'active',
    });
  });
});
