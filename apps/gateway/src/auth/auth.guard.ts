import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AccessPolicy, DENIED, admitsKind, decideAccess } from './access-policy';
import { ACCESS_KEY, AuthenticatedRequest } from './access.decorators';
import { MEMBER_STATUS_CHECK, MemberStatusCheck } from './member-status';
import { TokenService } from './token.service';

/**
 * The one access guard (global): it reads the bearer token and checks the route's `@Access(...)` policy
 * (access-policy.ts) before any pipe or handler runs. A route that declares no policy is closed (fails safe).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    @Inject(MEMBER_STATUS_CHECK) private readonly members: MemberStatusCheck,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.reflector.getAllAndOverride<AccessPolicy | undefined>(ACCESS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
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
    // A member token works only while the member is active: a suspension or withdrawal ends it at once.
    if (principal.kind === 'member' && !(await this.members.isActive(principal.memberNo, request.id))) {
      throw new UnauthorizedException('Your session has expired. Please log in again.');
    }
    const decision = decideAccess(policy, principal, request);
    if (!decision.allowed) {
      throw new ForbiddenException(decision.reason === 'forbidden' ? decision.message : DENIED);
    }
    return true;
  }
}
