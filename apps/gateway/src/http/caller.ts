import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { AdminOrOwner, AdminPrincipal, MemberPrincipal, StorePrincipal } from '../auth/actors';
import { AuthenticatedRequest } from '../auth/access.decorators';
import { Principal } from '../auth/principal';

/**
 * Who calls, as a route hands it to its gateway service: the token's principal (the access policy has
 * already admitted it), the request's id for the bus, and the client address for the abuse limits.
 */
export interface Caller<P extends Principal | undefined = Principal | undefined> {
  readonly principal: P;
  readonly requestId: string;
  /** The client address (as the trusted proxies say); read only by the routes with abuse limits. */
  readonly ip: string;
}

export type AdminCaller = Caller<AdminPrincipal>;
export type MemberCaller = Caller<MemberPrincipal>;
export type StoreCaller = Caller<StorePrincipal>;
export type AdminOrOwnerCaller = Caller<AdminOrOwner>;
export type SignedInCaller = Caller<Principal>;

export const CurrentCaller = createParamDecorator((_data: unknown, context: ExecutionContext): Caller => {
  const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
  return {
    principal: request.principal,
    requestId: request.id,
    get ip() {
      return request.ip;
    },
  };
});
