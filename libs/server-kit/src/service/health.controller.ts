import { Controller, Type } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { DataSource } from 'typeorm';
import { HealthCheckRequest, HealthCheckResponse, RequestDef } from '@stamp/contracts';
import { HandlesRequest } from './contract-handlers';

/** A service's answer to its health subject: its name, once its database has answered. */
export function healthController(
  subject: RequestDef<HealthCheckRequest, HealthCheckResponse>,
  service: string,
): Type {
  @Controller()
  class HealthController {
    constructor(private readonly dataSource: DataSource) {}

    @HandlesRequest(subject)
    async health(@Payload() _probe: HealthCheckRequest): Promise<HealthCheckResponse> {
      await this.dataSource.query('SELECT 1');
      return { service, database: true };
    }
  }
  return HealthController;
}
