import { createContext } from 'react';

import { DEFAULT_LOCALE, type Locale } from './messages';

export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);
