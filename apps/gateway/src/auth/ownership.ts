import { ForbiddenException } from '@nestjs/common';
import { StoreActor } from '@stamp/contracts';
import { Principal } from './principal';

/** owner(store) or admin: anybody else touching this store gets 403. */
export function assertStoreAccess(principal: Principal | undefined, storeId: number): StoreActor {
  if (principal?.kind === 'admin') {
    return { kind: 'admin' };
  }
  if (principal?.kind === 'store' && principal.storeId === storeId) {
    return { kind: 'owner', storeId };
  }
  throw new ForbiddenException('You may only manage your own store.');
}

/** The store scope an actor is limited to (admins: none). */
export function storeScope(principal: Principal | undefined): number | undefined {
  return principal?.kind === 'store' ? principal.storeId : undefined;
}

export function seesFullStore(principal: Principal | undefined, storeId: number): boolean {
  return principal?.kind === 'admin' || (principal?.kind === 'store' && principal.storeId === storeId);
}
