import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { TerminusModule } from '@nestjs/terminus';
import { Logger } from 'pino';
import { MessageBus } from '@stamp/server-kit/bus';
import { ShutdownSequence } from '@stamp/server-kit/process';
import { ObjectStorage } from '@stamp/server-kit/storage';
import { AdminsController } from './admins/admins.controller';
import { AdminsService } from './admins/admins.service';
import { AuthGuard } from './auth/auth.guard';
import { CachedReadInterceptor, ForgetsReadsInterceptor } from './http/cached-read';
import { SharedReads } from './http/shared-reads';
import { BusSessionCheck, SESSION_CHECK } from './auth/session-check';
import { TokenService } from './auth/token.service';
import { DashboardController } from './dashboard/dashboard.controller';
import { DashboardService } from './dashboard/dashboard.service';
import { StoreDashboardController } from './dashboard/store-dashboard.controller';
import { HttpExceptionFilter } from './errors/http-exception.filter';
import { GatewaySettings } from './gateway.settings';
import { HealthController } from './health/health.controller';
import { HealthService } from './health/health.service';
import { BUS, GATEWAY_LOGGER, OBJECT_STORAGE, SETTINGS } from './http/bus-client';
import { CallerBus } from './http/caller-bus';
import { ImagesController } from './images/images.controller';
import { ImagesService } from './images/images.service';
import { StoreImagesService } from './images/store-images.service';
import { LOYALTY_CONTROLLERS, LOYALTY_SERVICES } from './loyalty/loyalty.controllers';
import { MemberDataController } from './members/member-data.controller';
import { MemberDataService } from './members/member-data.service';
import { MembersController } from './members/members.controller';
import { MembersService } from './members/members.service';
import { NoticesController } from './notices/notices.controller';
import { NoticesService } from './notices/notices.service';
import { PushController } from './push/push.controller';
import { PushService } from './push/push.service';
import { RateLimitStore } from './rate-limit/rate-limit.store';
import { RateLimiter } from './rate-limit/rate-limiter';
import { StampPasswordBudget } from './rate-limit/stamp-password-budget';
import { DeviceTokens } from './members/device-tokens';
import { MemberLoginsService } from './members/member-logins.service';
import { OwnerLoginsService } from './stores/owner-logins.service';
import { RegionsController } from './regions/regions.controller';
import { RegionsService } from './regions/regions.service';
import { SessionsController } from './sessions/sessions.controller';
import { SessionsService } from './sessions/sessions.service';
import { StoresController } from './stores/stores.controller';
import { StoresService } from './stores/stores.service';
import { WebConfigController } from './web-config/web-config.controller';

export interface GatewayDependencies {
  settings: GatewaySettings;
  bus: MessageBus;
  storage: ObjectStorage;
  logger: Logger;
  rateLimitStore: RateLimitStore;
  /** The trace id of a request being handled, by its id (the gateway's HttpTelemetry). */
  traceIdOf?: (requestId: string) => string | undefined;
  /** What stopping closes after the HTTP server (Nest's shutdown hooks): given by the process that owns it. */
  shutdown?: ShutdownSequence;
}

@Module({})
export class GatewayModule {
  static forRoot(deps: GatewayDependencies): DynamicModule {
    return {
      module: GatewayModule,
      // Terminus logs nothing itself: /readyz answers what failed, and probes are not logged.
      imports: [TerminusModule.forRoot({ logger: false })],
      controllers: [
        HealthController,
        RegionsController,
        StoresController,
        ImagesController,
        NoticesController,
        MembersController,
        MemberDataController,
        AdminsController,
        ...LOYALTY_CONTROLLERS,
        PushController,
        DashboardController,
        StoreDashboardController,
        WebConfigController,
        SessionsController,
      ],
      providers: [
        { provide: SETTINGS, useValue: deps.settings },
        { provide: BUS, useValue: deps.bus },
        CallerBus,
        { provide: OBJECT_STORAGE, useValue: deps.storage },
        { provide: GATEWAY_LOGGER, useValue: deps.logger },
        { provide: TokenService, useValue: new TokenService(deps.settings.JWT_SECRET) },
        { provide: RateLimiter, useValue: new RateLimiter(deps.rateLimitStore) },
        StoreImagesService,
        RegionsService,
        StoresService,
        ImagesService,
        NoticesService,
        MembersService,
        MemberDataService,
        AdminsService,
        ...LOYALTY_SERVICES,
        PushService,
        DashboardService,
        SessionsService,
        { provide: StampPasswordBudget, useValue: new StampPasswordBudget(deps.rateLimitStore) },
        { provide: DeviceTokens, useValue: new DeviceTokens(deps.settings.JWT_SECRET) },
        MemberLoginsService,
        OwnerLoginsService,
        SharedReads,
        CachedReadInterceptor,
        ForgetsReadsInterceptor,
        ...(deps.shutdown ? [{ provide: ShutdownSequence, useValue: deps.shutdown }] : []),
        HealthService,
        { provide: SESSION_CHECK, useClass: BusSessionCheck },
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_FILTER, useValue: new HttpExceptionFilter(deps.logger, deps.traceIdOf) },
      ],
    };
  }
}
