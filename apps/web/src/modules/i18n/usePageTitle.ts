import { useEffect } from 'react';

import { useMessages } from './useMessages';

/**
 * Names the page in the tab, the history and to screen readers, in the reader's language:
 * "Stamp card · Kape ni Juan — Stamp", "Stores — Stamp Management". `parts` are joined with " · "; a
 * missing part (a store name still loading) is left out.
 */
export function usePageTitle(
  parts: string | readonly (string | null | undefined)[],
  face: 'member' | 'admin' = 'member',
) {
  const t = useMessages();
  const app = face === 'admin' ? t.adminTitle : t.productName;
  const page = (typeof parts === 'string' ? [parts] : parts).filter(Boolean).join(' · ');
  const title = page ? `${page} — ${app}` : app;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
