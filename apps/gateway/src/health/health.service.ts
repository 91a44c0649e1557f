import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { BUS, GatewayBus } from '../http/bus-client';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { GatewayReadiness } from './readiness';

export interface ReadinessView {
  status: string;
  checks: Record<string, boolean>;
}

/**
 * Readiness means "this gateway can serve": its own bus connection and its own Redis (when it has one), not
 * the services behind it. A service that does not answer makes only the routes that need it answer 503.
 */
@Injectable()
export class HealthService {
  constructor(
    @Inject(BUS) private readonly bus: GatewayBus,
    private readonly rateLimiter: RateLimiter,
    private readonly readiness: GatewayReadiness,
  ) {}

  /** 503 while stopping, or while the bus or Redis is down. */
  ready(): ReadinessView {
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
