import { HealthCheckRequest, HealthCheckResponse, defineRequest } from '../common/message-def';

export const MemberRequests = {
  health: defineRequest<HealthCheckRequest, HealthCheckResponse>('member.health', HealthCheckRequest),
} as const;
