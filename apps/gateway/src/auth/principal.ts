/** Who is calling, as the bearer token says. */
export type AdminAuthority = 'admin' | 'super master';

/** Every token names its session (api-contract.md, "Sessions and tokens"): it works while that is live. */
export type Principal =
  | { kind: 'admin'; adminId: number; authority: AdminAuthority; sessionId: string }
  | { kind: 'member'; memberNo: number; sessionId: string }
  | { kind: 'store'; storeId: number; sessionId: string };

export type PrincipalKind = Principal['kind'];

/** The principal's own id, whatever its kind: the admin id, the member number or the store id. */
export function principalIdOf(principal: Principal): number {
  switch (principal.kind) {
    case 'admin':
      return principal.adminId;
    case 'member':
      return principal.memberNo;
    case 'store':
      return principal.storeId;
  }
}
