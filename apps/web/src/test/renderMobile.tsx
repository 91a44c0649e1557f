import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Locale } from '@stamp/shared';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import { createQueryClient } from '../modules/api';
import { LocaleProvider } from '../modules/i18n';

/** Shows where the screen navigated to, and the state it handed over (for the tests to read). */
function Landing() {
  const location = useLocation();
  return (
    <p data-testid="landing">
      {location.pathname} {JSON.stringify(location.state)}
    </p>
  );
}

/**
 * Renders one member-app screen with the providers the member app gives it, at `path`; any other path
 * renders a landing line with the path and the navigation state (`pattern` widens what the screen covers).
 */
export function renderMobile(
  screen: ReactElement,
  path = '/mobile/screen',
  pattern?: string,
  locale: Locale = 'en',
) {
  const queryClient = createQueryClient();
  const pathname = pattern ?? path.split('?')[0] ?? path;
  return render(
    <LocaleProvider locale={locale}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pathname} element={screen} />
            <Route path="*" element={<Landing />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </LocaleProvider>,
  );
}
