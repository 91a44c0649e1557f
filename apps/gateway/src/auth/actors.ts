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
  return principal.kind === 'admin' ? { kind: 'admin' } : { kind: 'owner', storeId: principal.storeId };
}

/** The store an owner is limited to (administrators: none). */
export function storeScopeOf(principal: AdminOrOwner): number | undefined {
  return principal.kind === 'store' ? principal.storeId : undefined;
}

/** Whether the caller sees this store in full (an administrator, or its owner) rather than the public view. */
export function seesFullStore(principal: Principal | undefined, storeId: number): boolean {
  return principal?.kind === 'admin' || (principal?.kind === 'store' && principal.storeId === storeId);
}
