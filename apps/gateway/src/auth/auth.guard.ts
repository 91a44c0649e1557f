import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ACCESS_KEY, AccessRule, AuthenticatedRequest } from './access.decorators';
import { MEMBER_STATUS_CHECK, MemberStatusCheck } from './member-status';
import { TokenService } from './token.service';

/**
 * Global guard: every route declares its access with @Public() or @Allow(...); a route that declares
 * nothing is closed (fails safe).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    @Inject(MEMBER_STATUS_CHECK) private readonly members: MemberStatusCheck,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_KEY, [
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
    if (rule?.public) {
      return true;
    }
    if (!principal) {
      throw new UnauthorizedException(
        token ? 'Your session has expired. Please log in again.' : 'Please log in.',
      );
    }
    if (!rule?.kinds.includes(principal.kind)) {
      throw new ForbiddenException('You are not allowed to do this.');
    }
    // A member token works only while the member is active: a suspension or withdrawal ends it at once.
    if (principal.kind === 'member' && !(await this.members.isActive(principal.bbsNo, request.id))) {
      throw new UnauthorizedException('Your session has expired. Please log in again.');
    }
    return true;
  }
}
