import { Controller, Get, HttpCode, Inject, ServiceUnavailableException } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/access.decorators';
import { BUS, GatewayBus } from '../http/bus-client';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { LIVE, Probe } from './probes';
import { GatewayReadiness } from './readiness';

/**
 * Probes. Readiness means "this gateway can serve": its own bus connection and its own Redis (when it has
 * one), not the services behind it. A service that does not answer makes only the routes that need it
 * answer 503 with Retry-After, so one service's restart never takes the gateway out of its Service.
 */
@ApiTags('Health')
@Public()
@Controller()
export class HealthController {
  constructor(
    @Inject(BUS) private readonly bus: GatewayBus,
    private readonly rateLimiter: RateLimiter,
    private readonly readiness: GatewayReadiness,
  ) {}

  /** Fastify answers this route itself (`answerLivenessInFastify`); this handler declares it. */
  @Get('healthz')
  @RouteConfig({ probe: 'liveness' satisfies Probe })
  @ApiOperation({ summary: 'Liveness: the gateway process answers' })
  @ApiOkResponse({ example: { status: 'ok' } })
  live(): { status: string } {
    return LIVE;
  }

  @Get('readyz')
  @RouteConfig({ probe: 'readiness' satisfies Probe })
  @HttpCode(200)
  @ApiOperation({ summary: "Readiness: the gateway's bus connection (and its Redis, if set) is up" })
  @ApiOkResponse({ example: { status: 'ready', checks: { bus: true, rateLimitStore: true } } })
  @ApiServiceUnavailableResponse({ description: 'The gateway is stopping, or its bus or Redis is down' })
  ready(): { status: string; checks: Record<string, boolean> } {
    const checks = { bus: this.bus.isReady(), rateLimitStore: this.rateLimiter.isReady() };
    if (this.readiness.isStopping) {
      throw new ServiceUnavailableException({ message: 'Stopping', errors: ['Stopping'] });
    }
    if (!checks.bus || !checks.rateLimitStore) {
      throw new ServiceUnavailableException({ message: 'Not ready', errors: [JSON.stringify(checks)] });
    }
    return { status: 'ready', checks };
  }
}
