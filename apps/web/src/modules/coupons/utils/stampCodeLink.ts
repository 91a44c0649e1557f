import { STAMP_CODE_QUERY } from '@stamp/shared';

import { ROUTES } from '../../../routes';

/** A rotating stamp code: six digits. */
const STAMP_CODE = /^\d{6}$/;

/** The `?code=` of a stamp page's address, when it is a rotating code; else null. */
export function stampCodeOfSearch(search: URLSearchParams): string | null {
  const code = search.get(STAMP_CODE_QUERY)?.trim() ?? '';
  return STAMP_CODE.test(code) ? code : null;
}

/**
 * The code carried by a scanned QR code, when it is this store's stamp page link
 * (`…/store/coupon/{storeId}?code=492039`, or under the spec's `/mobile` base); null for anything else, so a
 * QR code of another store or of something else entirely fills nothing in.
 */
export function stampCodeOfLink(scanned: string, storeId: number): string | null {
  let url: URL;
  try {
    url = new URL(scanned);
  } catch {
    return null;
  }
  const page = ROUTES.storeCoupon(storeId);
  const path = url.pathname.replace(/\/+$/, '');
  if (path !== page && path !== `${ROUTES.mobileBase}${page}`) return null;
  return stampCodeOfSearch(url.searchParams);
}
