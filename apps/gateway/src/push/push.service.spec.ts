import { ForbiddenException, HttpException, NotFoundException } from '@nestjs/common';
import { InboxItemView, PushRequests, SentPushView, StoreRequests, StoreView } from '@stamp/contracts';
import { MESSAGES, formatMessage } from '@stamp/shared';
import { GatewaySettings } from '../gateway.settings';
import { MemberCaller, StoreCaller } from '../http/caller';
import { FakeGatewayBus } from '../test/fake-gateway-bus';
import { PushService } from './push.service';

const MEMBER: MemberCaller = { principal: { kind: 'member', bbsNo: 7 }, requestId: 'req-1', ip: '10.0.0.1' };
const OWNER: StoreCaller = { principal: { kind: 'store', storeId: 12 }, requestId: 'req-2', ip: '10.0.0.2' };
const ITEM = { id: 3 } as InboxItemView;
const SENT = { id: 9 } as SentPushView;

describe(PushService.name, () => {
  let bus: FakeGatewayBus;
  let sut: PushService;

  beforeEach(() => {
    bus = new FakeGatewayBus();
    sut = new PushService(bus.asBus(), new GatewaySettings());
  });

  describe('markRead', () => {
    it("marks a push of the member's own inbox read, for the token's member and with the request id", async () => {
      bus.answer(PushRequests.markRead, () => ({ status: 'read' as const, item: ITEM }));

      await expect(sut.markRead(MEMBER, 3)).resolves.toBe(ITEM);
      expect(bus.sent).toEqual([
        { subject: PushRequests.markRead.subject, payload: { bbs_no: 7, id: 3 }, requestId: 'req-1' },
      ]);
    });

    it('answers an unknown push with 404', async () => {
      bus.answer(PushRequests.markRead, () => ({ status: 'not-found' as const }));

      await expect(sut.markRead(MEMBER, 3)).rejects.toThrow(new NotFoundException('Push message not found'));
    });

    it("answers another member's push with 403", async () => {
      bus.answer(PushRequests.markRead, () => ({ status: 'not-in-inbox' as const }));

      await expect(sut.markRead(MEMBER, 3)).rejects.toThrow(
        new ForbiddenException('This push message is not in your inbox.'),
      );
    });
  });

  describe('sendRegional', () => {
    const body = { region: 'NCR', province: 'Makati City', title: 'Sale', message: 'Half price today' };

    beforeEach(() => {
      bus.answer(StoreRequests.getStore, () => ({ id: 12, name: 'Kape ni Juan' }) as StoreView);
    });

    it("sends as the caller's store, named from the store service", async () => {
      bus.answer(PushRequests.sendRegional, () => ({ status: 'sent' as const, push: SENT }));

      await expect(sut.sendRegional(OWNER, body)).resolves.toBe(SENT);
      expect(bus.sent.map((sent) => sent.payload)).toEqual([
        { id: 12, full: false },
        { ...body, storeId: 12, storeName: 'Kape ni Juan' },
      ]);
    });

    it('answers a store past its daily limit with 429, the spec message and when to retry', async () => {
      bus.answer(PushRequests.sendRegional, () => ({
        status: 'daily-limit' as const,
        limit: 3,
        retryAfter: 600,
      }));

      const error = await sut.sendRegional(OWNER, body).catch((reason: unknown) => reason);

      expect(error).toBeInstanceOf(HttpException);
      expect((error as HttpException).getStatus()).toBe(429);
      expect((error as HttpException).getResponse()).toEqual({
        message: formatMessage(MESSAGES.dailyLimit, { limit: 3 }),
        retryAfter: 600,
      });
    });

    it('refuses a message over the limit before it asks any service', async () => {
      await expect(sut.sendRegional(OWNER, { ...body, message: 'x'.repeat(101) })).rejects.toThrow(
        MESSAGES.messageTooLong,
      );
      expect(bus.sent).toEqual([]);
    });
  });
});
