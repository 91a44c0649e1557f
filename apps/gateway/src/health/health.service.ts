import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckResult, HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import { BUS, GatewayBus } from '../http/bus-client';
import { RateLimiter } from '../rate-limit/rate-limiter';

export interface ReadinessView {
  status: string;
  checks: Record<string, boolean>;
}

/** What readiness checks, in the order `/readyz` shows them. */
const CHECKS = ['bus', 'rateLimitStore'] as const;

/** Each check's state, as `/readyz` has always shown it: `{ bus: true, rateLimitStore: true }`. */
function checksOf(result: HealthCheckResult): Record<string, boolean> {
  return Object.fromEntries(CHECKS.map((key) => [key, result.details[key].status === 'up']));
}

function isHealthCheckResult(response: unknown): response is HealthCheckResult {
  return typeof response === 'object' && response !== null && 'details' in response && 'status' in response;
}

/**
 * Readiness means "this gateway can serve": its own bus connection and its own Redis (when it has one), not
 * the services behind it. A service that does not answer makes only the routes that need it answer 503.
 * The checks run through `@nestjs/terminus`, which also answers "shutting down" from the moment Nest's
 * shutdown hooks start (before the HTTP server stops accepting).
 */
@Injectable()
export class HealthService {
  constructor(
    @Inject(BUS) private readonly bus: GatewayBus,
    private readonly rateLimiter: RateLimiter,
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
  ) {}

  /** 503 while stopping, or while the bus or Redis is down. */
  async ready(): Promise<ReadinessView> {
    try {
      const result = await this.health.check([
        () => this.indicator(CHECKS[0], this.bus.isReady()),
        () => this.indicator(CHECKS[1], this.rateLimiter.isReady()),
      ]);
      return { status: 'ready', checks: checksOf(result) };
    } catch (error) {
      const response = error instanceof ServiceUnavailableException ? error.getResponse() : undefined;
      if (!isHealthCheckResult(response)) {
        throw error;
      }
      if (response.status === 'shutting_down') {
        throw new ServiceUnavailableException({ message: 'Stopping', errors: ['Stopping'] });
      }
      throw new ServiceUnavailableException({
        message: 'Not ready',
        errors: [JSON.stringify(checksOf(response))],
      });
    }
  }

  private indicator<Key extends string>(key: Key, up: boolean) {
    const session = this.indicators.check(key);
    return up ? session.up() : session.down();
  }
}
