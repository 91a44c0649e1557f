import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import type { Locale } from '@stamp/shared';

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

function renderAt(path: string, locale: Locale = 'en') {
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
    await waitFor(() => {
      expect(document.title).toBe('Find a store — Stamp');
    });
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
    await waitFor(() => {
      expect(document.title).toBe('Sign in — Stamp Management');
    });
  });

  it("treats an admin token of 'false' as logged out", async () => {
    localStorage.setItem('adminLoginToken', 'false');
    renderAt(ROUTES.adminStores);

    expect(await screen.findByRole('button', { name: 'LOGIN' }, LAZY)).toBeDefined();
  });

  it('says not found for an unknown path, with the way back home', async () => {
    renderAt('/nope');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe(ROUTES.mobileHome);
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
  });

  it('says not found in Filipino in the member app', async () => {
    renderAt('/mobile/nowhere', 'fil');

    expect(await screen.findByRole('heading', { name: 'Hindi makita ang pahina' }, LAZY)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Pumunta sa home' })).toBeDefined();
    expect(document.documentElement.lang).toBe('fil');
    await waitFor(() => {
      expect(document.title).toBe('Hindi makita ang pahina — Stamp');
    });
  });

  it('offers the login page from an unknown back-office path when signed out', async () => {
    renderAt('/admin/nowhere', 'ko');

    expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다' }, LAZY)).toBeDefined();
    expect(screen.getByRole('link', { name: '로그인 화면으로' }).getAttribute('href')).toBe(
      ROUTES.adminLogin,
    );
  });

  it('offers the dashboard from an unknown back-office path when signed in', async () => {
    localStorage.setItem('adminLoginToken', 'token');
    renderAt('/admin/index/nowhere');

    expect(await screen.findByRole('link', { name: 'Go to the dashboard' }, LAZY)).toBeDefined();
  });

  it('speaks English on the back-office to a Filipino reader, and says so in <html lang> and the picker', async () => {
    localStorage.setItem('locale', 'fil');
    renderAt(ROUTES.adminLogin);

    expect(await screen.findByLabelText('ID', {}, LAZY)).toBeDefined();
    expect(document.documentElement.lang).toBe('en');
    const picker = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' });
    expect(picker.value).toBe('en');
    expect([...picker.options].map((option) => option.value)).toEqual(['en', 'ko']);
  });

  it('speaks Korean where the catalogue has it, and says so in <html lang>', async () => {
    renderAt(ROUTES.adminLogin, 'ko');

    expect(await screen.findByLabelText('아이디', {}, LAZY)).toBeDefined();
    expect(document.documentElement.lang).toBe('ko');
    await waitFor(() => {
      expect(document.title).toBe('로그인 — Stamp 관리');
    });
  });
});
