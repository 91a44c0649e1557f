import { Injectable } from '@nestjs/common';
import { InboxItemView, InboxMessage, MarkReadMessage, PUSH_PAGE_DEFAULT } from '@stamp/contracts';
import { PushErrors } from '../push.errors';
import { PushMemberEntity } from '../members/push-member.entity';
import { PushMembersRepository } from '../members/push-members.repository';
import { PushMessageEntity } from '../messages/push-message.entity';
import { PushMessagesRepository } from '../messages/push-messages.repository';
import { toInboxItem, toPushMessageView } from '../messages/push.mapper';
import { InboxRepository } from './inbox.repository';

/** Whether a message is in a member's inbox: a broadcast since they joined, or a push to their area. */
export function isInInbox(message: PushMessageEntity, member: PushMemberEntity): boolean {
  if (message.areaId === null) {
    return message.createdAt.getTime() >= member.joinedAt.getTime();
  }
  return message.areaId === member.area2;
}

@Injectable()
export class InboxService {
  constructor(
    private readonly inbox: InboxRepository,
    private readonly members: PushMembersRepository,
    private readonly messages: PushMessagesRepository,
  ) {}

  async list(request: InboxMessage): Promise<InboxItemView[]> {
    const rows = await this.inbox.inbox({
      memberNo: request.memberNo,
      limit: request.limit ?? PUSH_PAGE_DEFAULT,
      before: request.before,
    });
    return rows.map((row) =>
      toInboxItem(
        {
          id: row.id,
          type: row.type,
          title: row.title,
          message: row.message,
          createdAt: new Date(row.created_at).toISOString(),
        },
        row.is_read,
      ),
    );
  }

  /** Marks a message read for the member: only one in their inbox (MessageNotFound / NotInInbox otherwise). */
  async markRead(request: MarkReadMessage): Promise<InboxItemView> {
    const message = await this.messages.findById(request.id);
    if (!message) {
      throw PushErrors.messageNotFound();
    }
    const member = await this.members.findActive(request.memberNo);
    if (!member || !isInInbox(message, member)) {
      throw PushErrors.notInInbox();
    }
    await this.inbox.markRead(request.memberNo, message.id);
    return toInboxItem(toPushMessageView(message), true);
  }
}
