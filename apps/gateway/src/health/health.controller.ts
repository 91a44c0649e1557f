import { Controller, Get, HttpCode, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { LoyaltyRequests, MemberRequests, PushRequests, StoreRequests } from '@stamp/contracts';
import { Public } from '../auth/access.decorators';
import { BUS, GatewayBus } from '../http/bus-client';
import { RequestId } from '../http/request-id.decorator';

const SERVICES = [StoreRequests.health, MemberRequests.health, LoyaltyRequests.health, PushRequests.health];

@ApiTags('Health')
@Public()
@Controller()
export class HealthController {
  constructor(@Inject(BUS) private readonly bus: GatewayBus) {}

  @Get('healthz')
  @ApiOperation({ summary: 'Liveness: the gateway process answers' })
  @ApiOkResponse({ example: { status: 'ok' } })
  live(): { status: string } {
    return { status: 'ok' };
  }

  @Get('readyz')
  @HttpCode(200)
  @ApiOperation({ summary: 'Readiness: the bus is connected and every service reaches its database' })
  @ApiOkResponse({
    example: { status: 'ready', services: { store: true, member: true, loyalty: true, push: true } },
  })
  @ApiServiceUnavailableResponse({ description: 'A service or the bus is not ready' })
  async ready(
    @RequestId() requestId: string,
  ): Promise<{ status: string; services: Record<string, boolean> }> {
    const checks = await Promise.all(
      SERVICES.map(async (def) => {
        const name = def.subject.split('.')[0] ?? def.subject;
        try {
          const answer = await this.bus.request(def, {}, { timeoutMs: 2000, requestId });
          return [name, answer.database] as const;
        } catch {
          return [name, false] as const;
        }
      }),
    );
    const services = Object.fromEntries(checks);
    if (!this.bus.isReady() || checks.some(([, ok]) => !ok)) {
      throw new ServiceUnavailableException({ message: 'Not ready', errors: [JSON.stringify(services)] });
    }
    return { status: 'ready', services };
  }
}
