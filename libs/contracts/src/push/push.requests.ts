import { HealthCheckRequest, HealthCheckResponse, defineRequest } from '../common/message-def';

export const PushRequests = {
  health: defineRequest<HealthCheckRequest, HealthCheckResponse>('push.health', HealthCheckRequest),
} as const;
