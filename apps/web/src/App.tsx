import { RouterProvider, type DataRouter } from 'react-router-dom';

import { LocaleContext } from './i18n/LocaleContext';
import { DEFAULT_LOCALE, type Locale } from './i18n/messages';

interface AppProps {
  router: DataRouter;
  locale?: Locale;
}

export function App({ router, locale = DEFAULT_LOCALE }: AppProps) {
  return (
    <LocaleContext value={locale}>
      <RouterProvider router={router} />
    </LocaleContext>
  );
}
