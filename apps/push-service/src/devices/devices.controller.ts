import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { MemberEvents, PushRequests, RequestOf, ResponseOf, PayloadOf } from '@stamp/contracts';
import { HandlesRequest, HandlesEvent, EventContext } from '@stamp/server-kit/service';
import { DevicesService } from './devices.service';

@Controller()
export class DevicesController {
  constructor(private readonly devices: DevicesService) {}

  @HandlesRequest(PushRequests.registerDevice)
  registerDevice(
    @Payload() request: RequestOf<typeof PushRequests.registerDevice>,
  ): Promise<ResponseOf<typeof PushRequests.registerDevice>> {
    return this.devices.register(request);
  }

  @HandlesRequest(PushRequests.unregisterDevice)
  unregisterDevice(
    @Payload() request: RequestOf<typeof PushRequests.unregisterDevice>,
  ): Promise<ResponseOf<typeof PushRequests.unregisterDevice>> {
    return this.devices.unregister(request);
  }

  @HandlesEvent(MemberEvents.sessionsEnded)
  onSessionsEnded(
    @Payload() payload: PayloadOf<typeof MemberEvents.sessionsEnded>,
    @Ctx() { tx }: EventContext,
  ): Promise<void> {
    return this.devices.onSessionsEnded(payload, tx);
  }
}
