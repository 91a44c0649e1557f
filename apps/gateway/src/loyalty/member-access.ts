import { BadRequestException, ForbiddenException } from '@nestjs/common';
import { IDEMPOTENCY_KEY_PATTERN, MissionActor } from '@stamp/contracts';
import { Principal } from '../auth/principal';

/** member(self): the bbs_no in the path or body must be the caller's own. */
export function assertSelf(principal: Principal | undefined, bbsNo: number): number {
  if (principal?.kind !== 'member' || principal.bbsNo !== bbsNo) {
    throw new ForbiddenException('You may only use your own coupons and tickets.');
  }
  return bbsNo;
}

/** The member number of a member token (the route allows members only). */
export function memberOf(principal: Principal | undefined): number {
  if (principal?.kind !== 'member') {
    throw new ForbiddenException('You are not allowed to do this.');
  }
  return principal.bbsNo;
}

/** The administrator of an admin token (the route allows administrators only). */
export function adminOf(principal: Principal | undefined): number {
  if (principal?.kind !== 'admin') {
    throw new ForbiddenException('You are not allowed to do this.');
  }
  return principal.adminId;
}

/** Who manages a mission: any administrator, or a store's owner (for that store only). */
export function missionActorOf(principal: Principal | undefined): MissionActor {
  if (principal?.kind === 'admin') {
    return { kind: 'admin' };
  }
  if (principal?.kind === 'store') {
    return { kind: 'owner', storeId: principal.storeId };
  }
  throw new ForbiddenException('You are not allowed to do this.');
}

/** The optional Idempotency-Key header: 1 to 200 printable characters, no spaces. */
export function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (header === undefined) {
    return undefined;
  }
  if (!IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw new BadRequestException('Idempotency-Key must be 1 to 200 printable characters without spaces.');
  }
  return header;
}
