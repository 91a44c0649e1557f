import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { RouteMetadata } from '../http/route-metadata';
import { AccessPolicy, DENIED, admitsKind, decideAccess } from './access-policy';
import { ACCESS_KEY, AuthenticatedRequest } from './access.decorators';
import { MEMBER_STATUS_CHECK, MemberStatusCheck } from './member-status';
import { Principal } from './principal';
import { TokenService } from './token.service';

/**
 * The one access guard (global): it reads the bearer token and checks the route's `@Access(...)` policy
 * (access-policy.ts) before any pipe or handler runs. A route that declares no policy is closed (fails safe).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  /** The route's `@Access` policy; undefined when neither the handler nor its controller declares one. */
  private readonly policies: RouteMetadata<AccessPolicy>;

  constructor(
    reflector: Reflector,
    private readonly tokens: TokenService,
    @Inject(MEMBER_STATUS_CHECK) private readonly members: MemberStatusCheck,
  ) {
    this.policies = new RouteMetadata(reflector, ACCESS_KEY);
  }

  /**
   * A public route is decided at once (no promise); a member's token also waits for the member's status.
   * The route's policy is looked up once per handler, not on every request.
   */
  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const policy = this.policies.of(context);
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
    const principal = token ? this.tokens.verify(token) : null;
    if (principal) {
      request.principal = principal;
    }
    if (policy?.public) {
      return true;
    }
    if (!principal) {
      throw new UnauthorizedException(
        token ? 'Your session has expired. Please log in again.' : 'Please log in.',
      );
    }
    if (!policy || !admitsKind(policy, principal.kind)) {
      throw new ForbiddenException(DENIED);
    }
    if (principal.kind !== 'member') {
      return this.decide(policy, principal, request);
    }
    // A member token works only while the member is active: a suspension or withdrawal ends it at once.
    return this.members.isActive(principal.memberNo, request.id).then((active) => {
      if (!active) {
        throw new UnauthorizedException('Your session has expired. Please log in again.');
      }
      return this.decide(policy, principal, request);
    });
  }

  private decide(policy: AccessPolicy, principal: Principal, request: AuthenticatedRequest): true {
    const decision = decideAccess(policy, principal, request);
    if (!decision.allowed) {
      throw new ForbiddenException(decision.reason === 'forbidden' ? decision.message : DENIED);
    }
    return true;
  }
}
