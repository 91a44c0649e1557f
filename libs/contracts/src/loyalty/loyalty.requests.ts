import { HealthCheckRequest, HealthCheckResponse, defineRequest } from '../common/message-def';

export const LoyaltyRequests = {
  health: defineRequest<HealthCheckRequest, HealthCheckResponse>('loyalty.health', HealthCheckRequest),
} as const;
