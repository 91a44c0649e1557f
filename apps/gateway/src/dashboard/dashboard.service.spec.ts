import { LoyaltyRequests, OpenGuessingAlertView, StoreRequests } from '@stamp/contracts';
import { StoreCaller } from '../http/caller';
import { FakeGatewayBus } from '../test/fake-gateway-bus';
import { DashboardService } from './dashboard.service';

const OWNER: StoreCaller = {
  principal: { kind: 'store', storeId: 12, sessionId: '5e55a0a0-0000-4000-8000-000000000001' },
  requestId: 'req-owner',
  ip: '10.0.0.2',
};
const DAY = { date: '2026-11-28', stamps: 9, completed_cards: 1, redemptions: 2, new_members: 3 };
const ALERT = { store_id: 12, alerts: 2, failures: 31 } as OpenGuessingAlertView;

describe(DashboardService.name, () => {
  let bus: FakeGatewayBus;
  let sut: DashboardService;

  beforeEach(() => {
    bus = new FakeGatewayBus();
    sut = new DashboardService(bus.asCallerBus());
    bus.answer(LoyaltyRequests.storeDailyActivity, (request) => ({
      timeZone: 'Asia/Manila',
      from: '2026-11-28',
      to: request.to ?? '2026-11-28',
      days: [DAY],
    }));
  });

  it("asks for the store's days and its open alerts, with the caller's request id, and puts them together", async () => {
    bus.answer(StoreRequests.openGuessingAlerts, () => [ALERT]);

    const view = await sut.storeDashboard(OWNER, 12, { days: 1, to: '2026-11-28' });

    expect(view).toEqual({
      timeZone: 'Asia/Manila',
      from: '2026-11-28',
      to: '2026-11-28',
      days: [DAY],
      guessing_alerts: ALERT,
    });
    expect(bus.sent).toEqual(
      expect.arrayContaining([
        {
          subject: LoyaltyRequests.storeDailyActivity.subject,
          payload: { storeId: 12, days: 1, to: '2026-11-28' },
          requestId: 'req-owner',
        },
        {
          subject: StoreRequests.openGuessingAlerts.subject,
          payload: { storeId: 12 },
          requestId: 'req-owner',
        },
      ]),
    );
  });

  it('answers null alerts when the store has none open', async () => {
    bus.answer(StoreRequests.openGuessingAlerts, () => []);

    expect((await sut.storeDashboard(OWNER, 12, {})).guessing_alerts).toBeNull();
  });
});
