import { matchPath } from 'react-router-dom';

import { ROUTES } from '../../routes';

/**
 * A store owner's login (api-contract: a `store` token for one store), kept apart from the member's: in
 * session storage only, so it ends with the browser session, and used only on that store's menu.
 */
export const STORE_OWNER_STORAGE = {
  token: 'storeOwnerToken',
  storeId: 'storeOwnerStoreId',
} as const;

export function saveStoreOwnerLogin(storeId: number, token: string): void {
  sessionStorage.setItem(STORE_OWNER_STORAGE.token, token);
  sessionStorage.setItem(STORE_OWNER_STORAGE.storeId, String(storeId));
}

/** The owner's token for this store, or null (none, or one for another store). */
export function storeOwnerToken(storeId: number): string | null {
  const token = sessionStorage.getItem(STORE_OWNER_STORAGE.token);
  const owned = Number(sessionStorage.getItem(STORE_OWNER_STORAGE.storeId));
  return token && owned === storeId ? token : null;
}

/** The owner's token, whichever store it is for (to end its session), or null. */
export function anyStoreOwnerToken(): string | null {
  return sessionStorage.getItem(STORE_OWNER_STORAGE.token);
}

export function clearStoreOwnerLogin(): void {
  for (const key of Object.values(STORE_OWNER_STORAGE)) sessionStorage.removeItem(key);
}

/** The store id of a store-menu path (`/mobile/store-menu/{id}/...`), or null for any other path. */
export function storeMenuIdOf(pathname: string): number | null {
  const match = matchPath(ROUTES.storeMenuPattern, pathname);
  const id = Number(match?.params.id);
  return Number.isInteger(id) && id > 0 ? id : null;
}
