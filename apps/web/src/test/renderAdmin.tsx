import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NuqsTestingAdapter } from 'nuqs/adapters/testing';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import { createQueryClient } from '../modules/api';
import { LocaleProvider } from '../modules/i18n';
import { ConfirmProvider } from '../modules/ui/ConfirmProvider';
import { Toaster } from '../modules/ui/Toaster';

/** Where the screen navigated to, for the tests to read (`getByTestId('location')`). */
function LocationProbe() {
  const { pathname } = useLocation();
  return (
    <span data-testid="location" hidden>
      {pathname}
    </span>
  );
}

/** Renders one back-office screen with the providers the admin app gives it, at `path`. */
export function renderAdmin(screen: ReactElement, path = '/admin/index/screen') {
  const queryClient = createQueryClient();
  return render(
    <LocaleProvider locale="en">
      <QueryClientProvider client={queryClient}>
        <ConfirmProvider>
          <MemoryRouter initialEntries={[path]}>
            <NuqsTestingAdapter searchParams={new URL(path, 'http://admin.test').search} hasMemory>
              <Routes>
                <Route path="*" element={screen} />
              </Routes>
            </NuqsTestingAdapter>
            <LocationProbe />
          </MemoryRouter>
          <Toaster />
        </ConfirmProvider>
      </QueryClientProvider>
    </LocaleProvider>,
  );
}
