import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { LOCALES, loadCatalogue } from '@stamp/shared';

import { gateway } from './test/fakeGateway';

// The API client captures `fetch` when it is created, so the fake gateway (MSW) patches it before any test
// imports the client. Every request is answered (a 404 where no test said otherwise), none reaches a network.
gateway.server.listen({ onUnhandledRequest: 'error' });
afterAll(() => {
  gateway.server.close();
});

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
