import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { App } from './App';
import { appRoutes } from './router';
import { ROUTES } from './routes';

function renderAt(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(<App router={router} />);
  return router;
}

describe(App.name, () => {
  it('redirects / to the mobile home', async () => {
    const router = renderAt('/');

    expect(await screen.findByRole('heading', { name: 'Stamp' })).toBeDefined();
    expect(screen.getByText('The member app is coming soon.')).toBeDefined();
    expect(router.state.location.pathname).toBe(ROUTES.mobileHome);
  });

  it('redirects /admin to the admin home', async () => {
    const router = renderAt('/admin');

    expect(await screen.findByRole('heading', { name: 'Stamp Management' })).toBeDefined();
    expect(router.state.location.pathname).toBe(ROUTES.adminIndex);
  });

  it('shows the router fallback for an unknown path', async () => {
    renderAt('/nope');

    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeDefined();
    expect(screen.getByText('404 Not Found')).toBeDefined();
  });

  it('speaks Korean where the catalogue has it', async () => {
    const router = createMemoryRouter(appRoutes, { initialEntries: [ROUTES.adminIndex] });
    render(<App router={router} locale="ko" />);

    expect(await screen.findByRole('heading', { name: 'Stamp 관리' })).toBeDefined();
  });
});
