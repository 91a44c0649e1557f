import { RouterProvider, type DataRouter } from 'react-router-dom';
import type { Locale } from '@stamp/shared';

import { LocaleProvider } from './modules/i18n/LocaleProvider';

interface AppProps {
  router: DataRouter;
  locale?: Locale;
}

export function App({ router, locale }: AppProps) {
  return (
    <LocaleProvider locale={locale}>
      <RouterProvider router={router} />
    </LocaleProvider>
  );
}
