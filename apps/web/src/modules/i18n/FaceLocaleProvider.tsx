import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { LOCALES, type Locale } from '@stamp/shared';

import { ROUTES } from '../../routes';
import { LocaleProvider } from './LocaleProvider';

/** The back-office speaks the spec's languages, English and Korean; the member app Filipino as well. */
export const ADMIN_LOCALES: readonly Locale[] = ['en', 'ko'];

function isAdminPath(pathname: string): boolean {
  return pathname === ROUTES.admin || pathname.startsWith(`${ROUTES.admin}/`);
}

/**
 * The language of the page, among the languages of its face (inside the router, which says the face), with the
 * back-office's words on the back-office's pages.
 */
export function FaceLocaleProvider({ locale, children }: { locale?: Locale; children: ReactNode }) {
  const { pathname } = useLocation();
  const admin = isAdminPath(pathname);
  return (
    <LocaleProvider locale={locale} locales={admin ? ADMIN_LOCALES : LOCALES} backOffice={admin}>
      {children}
    </LocaleProvider>
  );
}
