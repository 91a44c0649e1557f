import { InboxItemView, PushRequests, SentPushView, StoreRequests, StoreView } from '@stamp/contracts';
import { MESSAGES } from '@stamp/shared';
import { GatewaySettings } from '../gateway.settings';
import { MemberCaller, StoreCaller } from '../http/caller';
import { FakeGatewayBus } from '../test/fake-gateway-bus';
import { PushService } from './push.service';

/** The session a test token names. */
const SESSION_ID = '5e55a0a0-0000-4000-8000-000000000001';

const MEMBER: MemberCaller = {
  principal: { kind: 'member', memberNo: 7, sessionId: SESSION_ID },
  requestId: 'req-1',
  ip: '10.0.0.1',
};
const OWNER: StoreCaller = {
  principal: { kind: 'store', storeId: 12, sessionId: SESSION_ID },
  requestId: 'req-2',
  ip: '10.0.0.2',
};
const ITEM = { id: 3 } as InboxItemView;
const SENT = { id: 9 } as SentPushView;

describe(PushService.name, () => {
  let bus: FakeGatewayBus;
  let sut: PushService;

  beforeEach(() => {
    bus = new FakeGatewayBus();
    sut = new PushService(bus.asCallerBus(), new GatewaySettings());
  });

  describe('markRead', () => {
    it("marks a push of the member's own inbox read, for the token's member and with the request id", async () => {
      bus.answer(PushRequests.markRead, () => ITEM);

      await expect(sut.markRead(MEMBER, 3)).resolves.toBe(ITEM);
      expect(bus.sent).toEqual([
        { subject: PushRequests.markRead.subject, payload: { memberNo: 7, id: 3 }, requestId: 'req-1' },
      ]);
    });
  });

  describe('sendRegional', () => {
    const body = { region: 'NCR', province: 'Makati City', title: 'Sale', message: 'Half price today' };

    beforeEach(() => {
      bus.answer(StoreRequests.getStore, () => ({ id: 12, name: 'Kape ni Juan' }) as StoreView);
    });

    it("sends as the caller's store, named from the store service", async () => {
      bus.answer(PushRequests.sendRegional, () => SENT);

      await expect(sut.sendRegional(OWNER, body)).resolves.toBe(SENT);
      expect(bus.sent.map((sent) => sent.payload)).toEqual([
        { id: 12, full: false },
        { ...body, storeId: 12, storeName: 'Kape ni Juan' },
      ]);
    });

    it('refuses a message over the limit before it asks any service', async () => {
      await expect(sut.sendRegional(OWNER, { ...body, message: 'x'.repeat(101) })).rejects.toThrow(
        MESSAGES.messageTooLong,
      );
      expect(bus.sent).toEqual([]);
    });
  });
});
