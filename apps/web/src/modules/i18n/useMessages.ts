import { useContext } from 'react';
import type { Catalogue } from '@stamp/shared';

import { LocaleContext } from './LocaleContext';

/** The text catalogue of the current locale. */
export function useMessages(): Catalogue {
  return useContext(LocaleContext).catalogue;
}
