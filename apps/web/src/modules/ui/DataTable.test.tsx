import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseAsString, parseAsStringLiteral } from 'nuqs';
import { NuqsTestingAdapter, type UrlUpdateEvent } from 'nuqs/adapters/testing';
import { describe, expect, it, vi } from 'vitest';

import { LocaleProvider } from '../i18n';
import { localeSort, numberColumn } from './columns';
import { DataTable } from './DataTable';
import { useListPage } from './useListPage';
import { useListUrl } from './useListUrl';

interface Fruit {
  id: number;
  name: string;
}

const FRUITS: Fruit[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  name: `fruit ${String(index + 1).padStart(2, '0')}`,
}));

const FILTERS = {
  q: parseAsString.withDefault(''),
  sort: parseAsStringLiteral(['id', 'name'] as const).withDefault('id'),
};

function FruitList({
  rows,
  order = 'ascending',
  loading = false,
  onOpen,
}: {
  rows: readonly Fruit[];
  order?: 'ascending' | 'descending';
  loading?: boolean;
  onOpen?: (fruit: Fruit) => void;
}) {
  const url = useListUrl(FILTERS);
  const shown = rows.filter((fruit) => fruit.name.includes(url.filters.q));
  const table = useListPage({
    rows: shown,
    columns: [
      numberColumn<Fruit>('No.', order),
      { id: 'name', header: 'Name', accessorFn: (fruit) => fruit.name, sortingFn: localeSort },
    ],
    getRowId: (fruit) => fruit.id,
    paging: { page: url.page, onPage: url.setPage, pageSize: 10 },
    sorting: url.filters.sort === 'name' ? [{ id: 'name', desc: true }] : undefined,
  });
  return (
    <>
      <button
        type="button"
        onClick={() => {
          url.setFilters({ q: '2' });
        }}
      >
        only 2
      </button>
      <DataTable
        table={table}
        caption="Fruits"
        loading={loading}
        emptyTitle="No fruit"
        onRowClick={onOpen}
        rowLabel={(fruit) => `Open ${fruit.name}`}
      />
    </>
  );
}

function renderList(list: React.ReactElement, search = '') {
  const onUrlUpdate = vi.fn<(event: UrlUpdateEvent) => void>();
  render(
    <LocaleProvider locale="en">
      <NuqsTestingAdapter searchParams={search} onUrlUpdate={onUrlUpdate} hasMemory>
        {list}
      </NuqsTestingAdapter>
    </LocaleProvider>,
  );
  const lastUrl = () => onUrlUpdate.mock.lastCall?.[0].queryString;
  return { lastUrl };
}

const cells = (column: number) =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[column]?.textContent);

describe(DataTable.name, () => {
  it('shows the page the URL names, numbered across the pages, and keeps a new page in the URL', async () => {
    const { lastUrl } = renderList(<FruitList rows={FRUITS} />, '?page=2');

    expect(cells(0)).toEqual(['11', '12', '13', '14', '15', '16', '17', '18', '19', '20']);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));

    expect(cells(1)).toEqual(['fruit 21', 'fruit 22', 'fruit 23']);
    expect(lastUrl()).toBe('?page=3');
  });

  it('numbers the newest row highest when the list counts down', () => {
    renderList(<FruitList rows={FRUITS} order="descending" />, '?page=3');

    expect(cells(0)).toEqual(['3', '2', '1']);
  });

  it('sorts in the browser, and a new filter goes back to the first page', async () => {
    const { lastUrl } = renderList(<FruitList rows={FRUITS} />, '?sort=name&page=2');

    expect(cells(1)[0]).toBe('fruit 13');
    expect(cells(0)).toEqual(['11', '12', '13', '14', '15', '16', '17', '18', '19', '20']);
    await userEvent.click(screen.getByRole('button', { name: 'only 2' }));

    expect(lastUrl()).toBe('?sort=name&q=2');
    expect(cells(1)).toEqual(['fruit 23', 'fruit 22', 'fruit 21', 'fruit 20', 'fruit 12', 'fruit 02']);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says when there is nothing, and shows no rows while loading', () => {
    const { unmount } = render(
      <LocaleProvider locale="en">
        <NuqsTestingAdapter>
          <FruitList rows={[]} />
        </NuqsTestingAdapter>
      </LocaleProvider>,
    );
    expect(screen.getByText('No fruit')).toBeTruthy();
    unmount();

    renderList(<FruitList rows={FRUITS} loading />);
    expect(screen.getAllByRole('row')).toHaveLength(1);
    expect(screen.queryByText('No fruit')).toBeNull();
  });

  it('opens a row by click, Enter or space', async () => {
    const onOpen = vi.fn();
    renderList(<FruitList rows={FRUITS} onOpen={onOpen} />);

    await userEvent.click(screen.getByRole('row', { name: 'Open fruit 01' }));
    screen.getByRole('row', { name: 'Open fruit 02' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');

    expect(onOpen.mock.calls.map(([fruit]) => (fruit as Fruit).id)).toEqual([1, 2, 2]);
  });
});
