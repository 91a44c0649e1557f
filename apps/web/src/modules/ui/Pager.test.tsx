import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { LocaleProvider } from '../i18n';
import { Pager, visiblePages } from './Pager';

describe(Pager.name, () => {
  it('shows up to three page numbers around the current page', () => {
    expect(visiblePages(1, 10)).toEqual([1, 2, 3]);
    expect(visiblePages(5, 10)).toEqual([4, 5, 6]);
    expect(visiblePages(10, 10)).toEqual([8, 9, 10]);
    expect(visiblePages(1, 2)).toEqual([1, 2]);
  });

  it('has first, previous, next and last, disabled at the ends', async () => {
    const onPage = vi.fn();
    render(
      <LocaleProvider locale="en">
        <Pager page={1} pageCount={5} onPage={onPage} />
      </LocaleProvider>,
    );

    expect(screen.getByRole('button', { name: 'First page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));

    expect(onPage.mock.calls).toEqual([[5], [2], [3]]);
  });
});
