import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { FastifyRequest } from 'fastify';

/**
 * The id of the request being handled, for the bus (`{ requestId }`, which `GatewayBus` requires): Fastify's
 * `request.id`, taken from a valid `x-request-id` header or made new.
 */
export const RequestId = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string =>
    context.switchToHttp().getRequest<FastifyRequest>().id,
);
