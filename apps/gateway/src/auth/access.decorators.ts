import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiForbiddenResponse, ApiSecurity, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { FastifyRequest } from 'fastify';
import { NO_TOKEN } from '../openapi/openapi-document';
import { AccessPolicy } from './access-policy';
import { Principal } from './principal';

export const ACCESS_KEY = 'stamp:access';

/**
 * The route's (or the controller's) access policy, checked by the one guard. A route that declares none is
 * closed (the guard fails safe) and the route-policy test names it. The OpenAPI document says the same:
 * `security: []` for a public route, else the bearer scheme of each kind of token the policy admits.
 */
export const Access = (policy: AccessPolicy) =>
  policy.public
    ? applyDecorators(SetMetadata(ACCESS_KEY, policy), ApiSecurity(NO_TOKEN))
    : applyDecorators(
        SetMetadata(ACCESS_KEY, policy),
        ...[...new Set(policy.grants.map((grant) => grant.kind))].map((kind) => ApiSecurity(kind)),
        ApiUnauthorizedResponse({
          description: 'No token, or its session has ended (`UNAUTHORIZED`): log in again',
        }),
        ApiForbiddenResponse({ description: 'This kind of token, or this caller, may not touch the object' }),
      );

export interface AuthenticatedRequest extends FastifyRequest {
  principal?: Principal;
}

export const CurrentPrincipal = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return context.switchToHttp().getRequest<AuthenticatedRequest>().principal;
});
