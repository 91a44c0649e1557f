/** Who is calling, as the bearer token says. */
export type AdminAuthority = 'admin' | 'super master';

export type Principal =
  | { kind: 'admin'; adminId: number; authority: AdminAuthority }
  | { kind: 'member'; memberNo: number }
  | { kind: 'store'; storeId: number };

export type PrincipalKind = Principal['kind'];
