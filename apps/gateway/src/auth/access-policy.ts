import { wellFormedId } from '../http/params';
import { Principal, PrincipalKind } from './principal';

/**
 * The gateway's one access policy: who may touch which object, as the HTTP contract's table "Who may call
 * what" says (api-contract.md). Every route declares one policy with `@Access(...)`; the one guard
 * (AuthGuard) asks `decideAccess` before anything else of the route runs.
 *
 * - `public`: no token needed (a token, when sent, is still read: admins and owners see more).
 * - `admin`, `member`, `storeOwner`: that kind of token; the route then acts on the caller's own objects
 *   (the services scope by the token's member or store).
 * - `memberSelf(ref)`: a member token whose bbs_no equals the one in the path or body.
 * - `storeOwnerOf(ref)`: a store token for the store whose id is in the path or body.
 * - `anyOf(...)`: any of these (admin or the store's owner, ...).
 *
 * The guard runs before the route's pipes, so it decides on a well-formed id only (a whole number from 1 to
 * the largest Postgres integer, the gateway's one id rule). Anything else (missing, malformed) is left to the
 * route's validation, which answers 400 and never lets the route run: a route that names an object by a
 * body field requires that field as an id in its request class.
 */
export interface ObjectRef {
  readonly in: 'param' | 'body';
  readonly name: string;
}

export type Grant =
  | { readonly kind: PrincipalKind }
  | { readonly kind: 'member'; readonly self: ObjectRef; readonly denial: string }
  | { readonly kind: 'store'; readonly ownerOf: ObjectRef; readonly denial: string };

export type AccessPolicy = { readonly public: true } | { readonly public: false; readonly grants: Grant[] };

export const DENIED = 'You are not allowed to do this.';
export const NOT_YOUR_STORE = 'You may only manage your own store.';

/** Where a route names its object: a path parameter or a body field. */
export const inParam = (name: string): ObjectRef => ({ in: 'param', name });
export const inBody = (name: string): ObjectRef => ({ in: 'body', name });

const grantedTo = (...grants: Grant[]): AccessPolicy => ({ public: false, grants });

export const Policy = {
  public: { public: true } as AccessPolicy,
  admin: grantedTo({ kind: 'admin' }),
  member: grantedTo({ kind: 'member' }),
  storeOwner: grantedTo({ kind: 'store' }),
  /** member(self): the member number at `ref` is the caller's; `denial` is the 403's message. */
  memberSelf: (ref: ObjectRef, denial: string): AccessPolicy =>
    grantedTo({ kind: 'member', self: ref, denial }),
  /** owner(store): the store id at `ref` is the caller's store. */
  storeOwnerOf: (ref: ObjectRef): AccessPolicy =>
    grantedTo({ kind: 'store', ownerOf: ref, denial: NOT_YOUR_STORE }),
  anyOf: (...policies: AccessPolicy[]): AccessPolicy =>
    grantedTo(...policies.flatMap((policy) => (policy.public ? [] : policy.grants))),
};

/** What the request carries that a policy may name. */
export interface AccessSubject {
  params?: unknown;
  body?: unknown;
}

export type AccessDecision =
  | { allowed: true }
  | { allowed: false; reason: 'no-principal' }
  | { allowed: false; reason: 'forbidden'; message: string };

const ALLOWED: AccessDecision = { allowed: true };

/** The id at `ref`, when it is a well-formed one; undefined leaves the answer to the route's validation. */
function idAt(ref: ObjectRef, subject: AccessSubject): number | undefined {
  const source = ref.in === 'param' ? subject.params : subject.body;
  if (typeof source !== 'object' || source === null) {
    return undefined;
  }
  const value: unknown = (source as Record<string, unknown>)[ref.name];
  // A path gives text, a JSON body a number: both go through the gateway's one id rule.
  if (typeof value === 'number') {
    return Number.isInteger(value) ? wellFormedId(String(value)) : undefined;
  }
  return typeof value === 'string' ? wellFormedId(value) : undefined;
}

function decideGrant(grant: Grant, principal: Principal, subject: AccessSubject): AccessDecision {
  if ('self' in grant) {
    const memberNo = idAt(grant.self, subject);
    return principal.kind !== 'member' || (memberNo !== undefined && memberNo !== principal.memberNo)
      ? { allowed: false, reason: 'forbidden', message: grant.denial }
      : ALLOWED;
  }
  if ('ownerOf' in grant) {
    const storeId = idAt(grant.ownerOf, subject);
    return principal.kind !== 'store' || (storeId !== undefined && storeId !== principal.storeId)
      ? { allowed: false, reason: 'forbidden', message: grant.denial }
      : ALLOWED;
  }
  return ALLOWED;
}

/** The one decision: may this caller (or nobody, without a token) call this route on this object? */
export function decideAccess(
  policy: AccessPolicy,
  principal: Principal | null | undefined,
  subject: AccessSubject,
): AccessDecision {
  if (policy.public) {
    return ALLOWED;
  }
  if (!principal) {
    return { allowed: false, reason: 'no-principal' };
  }
  const grant = policy.grants.find((candidate) => candidate.kind === principal.kind);
  return grant
    ? decideGrant(grant, principal, subject)
    : { allowed: false, reason: 'forbidden', message: DENIED };
}

/** Whether the policy lets this kind of token in at all (the member status check needs a member first). */
export function admitsKind(policy: AccessPolicy, kind: PrincipalKind): boolean {
  return policy.public || policy.grants.some((grant) => grant.kind === kind);
}
