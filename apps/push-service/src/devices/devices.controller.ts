import { Injectable, OnModuleInit } from '@nestjs/common';
import { MemberEvents, PushRequests } from '@stamp/contracts';
import { MessageRouter } from '@stamp/server-kit/service';
import { DevicesService } from './devices.service';

@Injectable()
export class DevicesController implements OnModuleInit {
  constructor(
    private readonly router: MessageRouter,
    private readonly devices: DevicesService,
  ) {}

  onModuleInit(): void {
    this.router.handle(PushRequests.registerDevice, (request) => this.devices.register(request));
    this.router.handle(PushRequests.unregisterDevice, (request) => this.devices.unregister(request));
    this.router.on(MemberEvents.sessionsEnded, (payload, { tx }) =>
      this.devices.onSessionsEnded(payload, tx),
    );
  }
}
