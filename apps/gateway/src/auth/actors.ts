import { StoreActor } from '@stamp/contracts';
import { Principal } from './principal';

/**
 * What the services are told about a caller the access policy has already let in. These decide nothing:
 * they translate the token into the actor a service scopes its work by.
 */
export type AdminPrincipal = Extract<Principal, { kind: 'admin' }>;
export type MemberPrincipal = Extract<Principal, { kind: 'member' }>;
export type StorePrincipal = Extract<Principal, { kind: 'store' }>;
export type AdminOrOwner = AdminPrincipal | StorePrincipal;

/** An administrator, or a store's owner acting on their own store. */
export function storeActorOf(principal: AdminOrOwner): StoreActor {
  return principal.kind === 'admin'
    ? { kind: 'admin' }
    : { kind: 'owner', storeId: principal.storeId, sessionId: principal.sessionId };
}

/** The store an owner is limited to (administrators: none). */
export function storeScopeOf(principal: AdminOrOwner): number | undefined {
  return principal.kind === 'store' ? principal.storeId : undefined;
}

/** Which stores the caller sees in full rather than in the public view: every one, or only their own. */
export interface FullStoreViews {
  /** An administrator: every store. */
  full: boolean;
  /** A store's owner: their own store. */
  fullForStoreId: number | undefined;
}

/** The one rule of who sees a store in full: an administrator any store, an owner their own. */
export function fullStoreViewsOf(principal: Principal | undefined): FullStoreViews {
  return {
    full: principal?.kind === 'admin',
    fullForStoreId: principal?.kind === 'store' ? principal.storeId : undefined,
  };
}

/** Whether the caller sees this store in full (`fullStoreViewsOf`) rather than the public view. */
export function seesFullStore(principal: Principal | undefined, storeId: number): boolean {
  const views = fullStoreViewsOf(principal);
  return views.full || views.fullForStoreId === storeId;
}
