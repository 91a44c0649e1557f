import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { LOCALES, loadCatalogue } from '@stamp/shared';

import { gateway } from './test/fakeGateway';

// The API client captures `fetch` when it is created, so the fake gateway goes in before any test imports it.
vi.stubGlobal('fetch', gateway.fetch);

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  gateway.reset();
  localStorage.clear();
  sessionStorage.clear();
});

// Korean, Filipino and the back-office's words are lazy modules in the app; the tests have them from the start, so a screen
// rendered in either language draws at once.
await Promise.all(LOCALES.map((locale) => loadCatalogue(locale, true)));
