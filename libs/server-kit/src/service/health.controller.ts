import { Controller, DynamicModule, Module, Type } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { HealthCheckService, TerminusModule, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { DataSource } from 'typeorm';
import { HealthCheckRequest, HealthCheckResponse, RequestDef } from '@stamp/contracts';
import { HandlesRequest } from './contract-handlers';

/**
 * How long the database may take to answer the health check's `SELECT 1`: under the 5 s its callers wait
 * for the answer, so a database that hangs is answered as unavailable rather than not at all.
 */
export const HEALTH_DATABASE_TIMEOUT_MS = 3_000;

/**
 * A service's answer to its health subject: its name, once its database has answered. The check runs through
 * `@nestjs/terminus` (`TypeOrmHealthIndicator.pingCheck` on the service's DataSource): a database that fails
 * or does not answer in time, or a service that is shutting down, makes terminus throw its
 * ServiceUnavailableException, which WireErrorFilter answers as `common.unavailable`.
 */
export function healthController(
  subject: RequestDef<HealthCheckRequest, HealthCheckResponse>,
  service: string,
  timeoutMs = HEALTH_DATABASE_TIMEOUT_MS,
): Type {
  @Controller()
  class HealthController {
    constructor(
      private readonly dataSource: DataSource,
      private readonly health: HealthCheckService,
      private readonly database: TypeOrmHealthIndicator,
    ) {}

    @HandlesRequest(subject)
    async check(@Payload() _probe: HealthCheckRequest): Promise<HealthCheckResponse> {
      await this.health.check([
        () =>
          this.database.pingCheck('database', {
            connection: this.dataSource,
            timeout: timeoutMs,
          }),
      ]);
      return { service, database: true };
    }
  }
  return HealthController;
}

/** The health controller with terminus (which logs nothing itself: the error filter logs the failure). */
export function healthModule(
  subject: RequestDef<HealthCheckRequest, HealthCheckResponse>,
  service: string,
  timeoutMs = HEALTH_DATABASE_TIMEOUT_MS,
): DynamicModule {
  @Module({})
  class HealthModule {}
  return {
    module: HealthModule,
    imports: [TerminusModule.forRoot({ logger: false })],
    controllers: [healthController(subject, service, timeoutMs)],
  };
}
