import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { FastifyRequest } from 'fastify';
import { Principal, PrincipalKind } from './principal';

export const ACCESS_KEY = 'stamp:access';

export type AccessRule = { public: true } | { public: false; kinds: PrincipalKind[] };

/** Anybody may call this route; a token, when sent, is still read (admins and owners see more). */
export const Public = () => SetMetadata(ACCESS_KEY, { public: true } satisfies AccessRule);

/** Only these kinds of token may call this route (401 without a token, 403 with another kind). */
export const Allow = (...kinds: PrincipalKind[]) =>
  applyDecorators(
    SetMetadata(ACCESS_KEY, { public: false, kinds } satisfies AccessRule),
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
