import { useContext } from 'react';

import { LocaleContext } from './LocaleContext';
import { catalogueFor, type Catalogue } from './messages';

/** The text catalogue of the current locale. */
export function useMessages(): Catalogue {
  return catalogueFor(useContext(LocaleContext));
}
