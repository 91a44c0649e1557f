import { Controller, Get, HttpCode } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { Policy } from '../auth/access-policy';
import { Access } from '../auth/access.decorators';
import { HealthService, ReadinessView } from './health.service';
import { LIVE, Probe } from './probes';

/**
 * Probes. Readiness means "this gateway can serve": its own bus connection and its own Redis (when it has
 * one), not the services behind it. A service that does not answer makes only the routes that need it
 * answer 503 with Retry-After, so one service's restart never takes the gateway out of its Service.
 */
@ApiTags('Health')
@Access(Policy.public)
@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** Through Nest like every route (its guard, pipes and filter), but neither logged nor timed (`isProbe`). */
  @Get('healthz')
  @RouteConfig({ probe: 'liveness' satisfies Probe })
  @ApiOperation({
    operationId: 'checkLiveness',
    summary: 'Liveness: the gateway process answers',
    description: 'For the orchestrator: 200 while the process runs, whatever its dependencies.',
  })
  @ApiOkResponse({ description: 'The process answers', example: { status: 'ok' } })
  live(): { status: string } {
    return LIVE;
  }

  @Get('readyz')
  @RouteConfig({ probe: 'readiness' satisfies Probe })
  @HttpCode(200)
  @ApiOperation({
    operationId: 'checkReadiness',
    summary: "Readiness: the gateway's bus connection (and its Redis, if set) is up",
    description:
      'For the orchestrator: 200 while the gateway can serve (bus, and Redis when configured); 503 while it stops or a dependency is down.',
  })
  @ApiOkResponse({
    description: 'Ready to serve, with each check',
    example: { status: 'ready', checks: { bus: true, rateLimitStore: true } },
  })
  @ApiServiceUnavailableResponse({ description: 'The gateway is stopping, or its bus or Redis is down' })
  ready(): Promise<ReadinessView> {
    return this.health.ready();
  }
}
