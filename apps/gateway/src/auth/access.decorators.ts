import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { FastifyRequest } from 'fastify';
import { AccessPolicy } from './access-policy';
import { Principal } from './principal';

export const ACCESS_KEY = 'stamp:access';

/**
 * The route's (or the controller's) access policy, checked by the one guard. A route that declares none is
 * closed (the guard fails safe) and the route-policy test names it.
 */
export const Access = (policy: AccessPolicy) =>
  policy.public
    ? SetMetadata(ACCESS_KEY, policy)
    : applyDecorators(
        SetMetadata(ACCESS_KEY, policy),
        ApiBearerAuth(),
        ApiUnauthorizedResponse({ description: 'No or invalid token' }),
        ApiForbiddenResponse({ description: 'This kind of token, or this caller, may not touch the object' }),
      );

export interface AuthenticatedRequest extends FastifyRequest {
  principal?: Principal;
}

export const CurrentPrincipal = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return context.switchToHttp().getRequest<AuthenticatedRequest>().principal;
});
