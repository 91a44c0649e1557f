import type { ReactNode } from 'react';
import type { Locale } from '@stamp/shared';

import { FaceLocaleProvider } from './modules/i18n';
import { AppRoutes } from './router';

interface AppProps {
  /** The router around the routes: the browser's in main.tsx, a memory router in the tests. */
  router: (routes: ReactNode) => ReactNode;
  locale?: Locale;
}

export function App({ router, locale }: AppProps) {
  return router(
    <FaceLocaleProvider locale={locale}>
      <AppRoutes />
    </FaceLocaleProvider>,
  );
}
