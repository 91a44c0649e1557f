import { PushErrorCode } from '@stamp/contracts';
import { domainErrorOf } from '@stamp/testing';
import { PushMembersRepository } from '../members/push-members.repository';
import { PushMessagesRepository } from '../messages/push-messages.repository';
import { FakePushMessagesRepository, memberEntity, messageEntity } from '../test/fakes';
import { InboxRepository, InboxRow } from './inbox.repository';
import { InboxService, isInInbox } from './inbox.service';

class FakeInboxRepository {
  reads: { memberNo: number; messageId: number }[] = [];
  rows: InboxRow[] = [];
  pages: unknown[] = [];

  inbox(page: unknown): Promise<InboxRow[]> {
    this.pages.push(page);
    return Promise.resolve(this.rows);
  }

  markRead(memberNo: number, messageId: number): Promise<void> {
    this.reads.push({ memberNo, messageId });
    return Promise.resolve();
  }
}

describe(isInInbox.name, () => {
  const member = memberEntity({ joinedAt: new Date('2026-11-01T00:00:00Z'), area2: 1380300000 });

  it('holds a broadcast sent since the member joined, not one from before', () => {
    expect(isInInbox(messageEntity({ createdAt: new Date('2026-11-01T00:00:00Z') }), member)).toBe(true);
    expect(isInInbox(messageEntity({ createdAt: new Date('2026-10-31T23:59:59Z') }), member)).toBe(false);
  });

  it("holds a regional push to the member's area, whenever it was sent, and no other area's", () => {
    expect(isInInbox(messageEntity({ areaId: 1380300000, createdAt: new Date('2020-01-01') }), member)).toBe(
      true,
    );
    expect(isInInbox(messageEntity({ areaId: 730600000 }), member)).toBe(false);
  });
});

describe(InboxService.name, () => {
  let inbox: FakeInboxRepository;
  let messages: FakePushMessagesRepository;
  let member: ReturnType<typeof memberEntity> | null;
  let sut: InboxService;

  beforeEach(() => {
    inbox = new FakeInboxRepository();
    messages = new FakePushMessagesRepository();
    member = memberEntity({ memberNo: 42 });
    const members = { findActive: () => Promise.resolve(member) };
    sut = new InboxService(
      inbox as unknown as InboxRepository,
      members as unknown as PushMembersRepository,
      messages as unknown as PushMessagesRepository,
    );
  });

  it('reads the newest 50 by default and maps rows to the contract shape', async () => {
    inbox.rows = [
      {
        id: 9,
        type: 'new-store',
        title: 'T',
        message: 'M',
        created_at: new Date('2026-11-20T08:00:00Z'),
        is_read: true,
      },
    ];

    const items = await sut.list({ memberNo: 42 });

    expect(inbox.pages).toEqual([{ memberNo: 42, limit: 50, before: undefined }]);
    expect(items).toEqual([
      {
        id: 9,
        push_message_id: 9,
        is_read: true,
        PushMessage: {
          id: 9,
          type: 'new-store',
          title: 'T',
          message: 'M',
          createdAt: '2026-11-20T08:00:00.000Z',
        },
      },
    ]);
  });

  it('marks a message of the inbox read', async () => {
    messages.rows.push(messageEntity({ id: 5, createdAt: new Date('2026-11-20T08:00:00Z') }));

    const result = await sut.markRead({ memberNo: 42, id: 5 });

    expect(result).toMatchObject({ id: 5, is_read: true });
    expect(inbox.reads).toEqual([{ memberNo: 42, messageId: 5 }]);
  });

  it('refuses an unknown message (MessageNotFound) and another area’s push (NotInInbox)', async () => {
    messages.rows.push(messageEntity({ id: 5, areaId: 730600000 }));

    expect((await domainErrorOf(sut.markRead({ memberNo: 42, id: 6 }))).code).toBe(
      PushErrorCode.MessageNotFound,
    );
    expect((await domainErrorOf(sut.markRead({ memberNo: 42, id: 5 }))).code).toBe(PushErrorCode.NotInInbox);
    expect(inbox.reads).toEqual([]);
  });

  it('refuses with NotInInbox for a member it does not know (yet, or any more)', async () => {
    messages.rows.push(messageEntity({ id: 5 }));
    member = null;

    expect((await domainErrorOf(sut.markRead({ memberNo: 42, id: 5 }))).code).toBe(PushErrorCode.NotInInbox);
  });
});
