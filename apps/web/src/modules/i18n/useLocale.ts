import { useContext } from 'react';

import { LocaleContext, type LocaleState } from './LocaleContext';

export function useLocale(): LocaleState {
  return useContext(LocaleContext);
}
