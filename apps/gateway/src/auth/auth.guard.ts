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
import { Principal } from './principal';
import { SESSION_CHECK, SessionCheck } from './session-check';
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
    @Inject(SESSION_CHECK) private readonly sessions: SessionCheck,
  ) {
    this.policies = new RouteMetadata(reflector, ACCESS_KEY);
  }

  /**
   * A public route is decided at once (no promise); any other waits for its token's session to be found
   * live (a logout, a new password, a suspension or a deletion ends it). The route's policy is looked up
   * once per handler, not on every request.
   */
  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const policy = this.policies.of(context);
    // The HTTP request is the context's first argument; `switchToHttp()` would hand it over through three
    // closures made (and added to the context) anew on every request.
    const request = context.getArgByIndex<AuthenticatedRequest>(0);
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
    const principal = token ? this.tokens.verify(token) : null;
    if (policy?.public) {
      // A public route answers everybody, but an administrator or an owner sees more (a store in full):
      // only a live session's principal is handed on; a dead one's call is answered as anonymous.
      return principal ? this.handOnIfLive(principal, request).then(() => true) : true;
    }
    if (!principal) {
      throw new UnauthorizedException(
        token ? 'Your session has expired. Please log in again.' : 'Please log in.',
      );
    }
    if (!policy || !admitsKind(policy, principal.kind)) {
      throw new ForbiddenException(DENIED);
    }
    return this.handOnIfLive(principal, request).then((live) => {
      if (!live) {
        throw new UnauthorizedException('Your session has expired. Please log in again.');
      }
      return this.decide(policy, principal, request);
    });
  }

  /** Whether the principal's session is live; only then is the principal handed to the request. */
  private async handOnIfLive(principal: Principal, request: AuthenticatedRequest): Promise<boolean> {
    const live = await this.sessions.isLive(principal, request.id);
    if (live) {
      request.principal = principal;
    }
    return live;
  }

  private decide(policy: AccessPolicy, principal: Principal, request: AuthenticatedRequest): true {
    const decision = decideAccess(policy, principal, request);
    if (!decision.allowed) {
      throw new ForbiddenException(decision.reason === 'forbidden' ? decision.message : DENIED);
    }
    return true;
  }
}
