import { Module } from '@nestjs/common';
import { DeliveriesRepository } from './delivery/deliveries.repository';
import { DeliveryWorker } from './delivery/delivery.worker';
import { DevicesController } from './devices/devices.controller';
import { DevicesRepository } from './devices/devices.repository';
import { DevicesService } from './devices/devices.service';
import { InboxController } from './inbox/inbox.controller';
import { InboxRepository } from './inbox/inbox.repository';
import { InboxService } from './inbox/inbox.service';
import { MemberDataService } from './inbox/member-data.service';
import { PushMembersController } from './members/push-members.controller';
import { PushMembersRepository } from './members/push-members.repository';
import { PushMembersService } from './members/push-members.service';
import { PushMessagesController } from './messages/push-messages.controller';
import { PushMessagesRepository } from './messages/push-messages.repository';
import { PushMessagesService } from './messages/push-messages.service';

/** The push service: automatic and manual pushes, the members' inboxes, device tokens and delivery. */
@Module({
  controllers: [PushMessagesController, PushMembersController, InboxController, DevicesController],
  providers: [
    PushMessagesRepository,
    PushMessagesService,
    PushMembersRepository,
    PushMembersService,
    InboxRepository,
    InboxService,
    MemberDataService,
    DevicesRepository,
    DevicesService,
    DeliveriesRepository,
    DeliveryWorker,
  ],
})
export class PushServiceModule {}
