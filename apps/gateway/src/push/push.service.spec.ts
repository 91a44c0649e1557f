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
    const NCR = 'National Capital Region (NCR)';
    const body = { region: NCR, province: 'Makati City', title: 'Sale', message: 'Half price today' };

    beforeEach(() => {
      bus.answer(StoreRequests.getStore, () => ({ id: 12, name: 'Kape ni Juan', region: NCR }) as StoreView);
    });

    it("sends as the caller's store, named from the store service", async () => {
      bus.answer(PushRequests.sendRegional, () => SENT);

      await expect(sut.sendRegional(OWNER, body)).resolves.toBe(SENT);
      expect(bus.sent.map((sent) => sent.payload)).toEqual([
        { id: 12, full: false },
        { ...body, storeId: 12, storeName: 'Kape ni Juan' },
      ]);
    });

    it("refuses a push outside the store's region with 403, sending nothing", async () => {
      const push = sut.sendRegional(OWNER, {
        ...body,
        region: 'Region VII (Central Visayas)',
        province: 'Cebu City',
      });

      await expect(push).rejects.toMatchObject({
        status: 403,
        message: `A store may send push messages only to its own region (${NCR}).`,
      });
      expect(bus.sent.map((sent) => sent.subject)).toEqual([StoreRequests.getStore.subject]);
    });

    it('sends to a region named in another case or with spaces around it, as the push service reads it', async () => {
      bus.answer(PushRequests.sendRegional, () => SENT);

      await expect(
        sut.sendRegional(OWNER, { ...body, region: ' national capital region (ncr) ' }),
      ).resolves.toBe(SENT);
    });

    it('refuses a message over the limit before it asks any service', async () => {
      await expect(sut.sendRegional(OWNER, { ...body, message: 'x'.repeat(101) })).rejects.toThrow(
        MESSAGES.messageTooLong,
      );
      expect(bus.sent).toEqual([]);
    });
  });
});
