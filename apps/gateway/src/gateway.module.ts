import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { Logger } from 'pino';
import { MessageBus } from '@stamp/server-kit/bus';
import { ObjectStorage } from '@stamp/server-kit/storage';
import { AdminsController } from './admins/admins.controller';
import { AuthGuard } from './auth/auth.guard';
import { BusMemberStatusCheck, MEMBER_STATUS_CHECK } from './auth/member-status';
import { TokenService } from './auth/token.service';
import { DashboardController } from './dashboard/dashboard.controller';
import { HttpExceptionFilter } from './errors/http-exception.filter';
import { GatewaySettings } from './gateway.settings';
import { HealthController } from './health/health.controller';
import { BUS, GATEWAY_LOGGER, OBJECT_STORAGE, SETTINGS } from './http/bus-client';
import { ImagesController } from './images/images.controller';
import { StoreImagesService } from './images/store-images.service';
import { LOYALTY_CONTROLLERS } from './loyalty/loyalty.controllers';
import { MembersController } from './members/members.controller';
import { NoticesController } from './notices/notices.controller';
import { PushController } from './push/push.controller';
import { RateLimitStore } from './rate-limit/rate-limit.store';
import { RateLimiter } from './rate-limit/rate-limiter';
import { GatewayReadiness } from './health/readiness';
import { RegionsController } from './regions/regions.controller';
import { StoresController } from './stores/stores.controller';
import { WebConfigController } from './web-config/web-config.controller';

export interface GatewayDependencies {
  settings: GatewaySettings;
  bus: MessageBus;
  storage: ObjectStorage;
  logger: Logger;
  rateLimitStore: RateLimitStore;
  /** The trace id of a request being handled, by its id (the gateway's HttpTelemetry). */
  traceIdOf?: (requestId: string) => string | undefined;
}

@Module({})
export class GatewayModule {
  static forRoot(deps: GatewayDependencies): DynamicModule {
    return {
      module: GatewayModule,
      controllers: [
        HealthController,
        RegionsController,
        StoresController,
        ImagesController,
        NoticesController,
        MembersController,
        AdminsController,
        ...LOYALTY_CONTROLLERS,
        PushController,
        DashboardController,
        WebConfigController,
      ],
      providers: [
        { provide: SETTINGS, useValue: deps.settings },
        { provide: BUS, useValue: deps.bus },
        { provide: OBJECT_STORAGE, useValue: deps.storage },
        { provide: GATEWAY_LOGGER, useValue: deps.logger },
        { provide: TokenService, useValue: new TokenService(deps.settings.JWT_SECRET) },
        { provide: RateLimiter, useValue: new RateLimiter(deps.rateLimitStore) },
        StoreImagesService,
        GatewayReadiness,
        { provide: MEMBER_STATUS_CHECK, useClass: BusMemberStatusCheck },
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_FILTER, useValue: new HttpExceptionFilter(deps.logger, deps.traceIdOf) },
      ],
    };
  }
}
