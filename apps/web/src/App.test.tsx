import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { App } from './App';

/** The admin bundle is lazy: its first load in jsdom takes a moment. */
const LAZY = { timeout: 5000 };
import { ROUTES } from './routes';

/** Where the router is (for the tests to read). */
function Location() {
  const { pathname, search } = useLocation();
  return (
    <>
      <output data-testid="location">{pathname}</output>
      <output data-testid="search">{search}</output>
    </>
  );
}

function renderAt(path: string, locale: 'en' | 'ko' = 'en') {
  render(
    <App
      locale={locale}
      router={(routes) => (
        <MemoryRouter initialEntries={[path]}>
          {routes}
          <Location />
        </MemoryRouter>
      )}
    />,
  );
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe(App.name, () => {
  it('redirects / to the mobile home', async () => {
    renderAt('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Find a store' }, LAZY)).toBeDefined();
    expect(screen.getByTestId('location').textContent).toBe(ROUTES.mobileHome);
  });

  it('opens the member home at its /mobile alias, keeping the query string', async () => {
    renderAt('/mobile/home?from=wrapper');

    expect(await screen.findByRole('heading', { level: 1, name: 'Find a store' }, LAZY)).toBeDefined();
    expect(screen.getByTestId('location').textContent).toBe(ROUTES.mobileHome);
    expect(screen.getByTestId('search').textContent).toBe('?from=wrapper');
  });

  it('sends /admin without a stored admin token to the login page', async () => {
    renderAt('/admin');

    expect(await screen.findByRole('heading', { name: 'STAMP MANAGEMENT SYSTEM' }, LAZY)).toBeDefined();
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeDefined();
  });

  it("treats an admin token of 'false' as logged out", async () => {
    localStorage.setItem('adminLoginToken', 'false');
    renderAt(ROUTES.adminStores);

    expect(await screen.findByRole('button', { name: 'LOGIN' }, LAZY)).toBeDefined();
  });

  it('shows the router fallback for an unknown path', async () => {
    renderAt('/nope');

    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeDefined();
    expect(screen.getByText('404 Not Found')).toBeDefined();
  });

  it('speaks Korean where the catalogue has it, and says so in <html lang>', async () => {
    renderAt(ROUTES.adminLogin, 'ko');

    expect(await screen.findByLabelText('아이디', {}, LAZY)).toBeDefined();
    expect(document.documentElement.lang).toBe('ko');
  });
});
