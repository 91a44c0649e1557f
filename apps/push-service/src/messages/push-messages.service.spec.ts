import {
  CommonErrorCode,
  EventEnvelope,
  PushErrorCode,
  SendRegionalMessage,
  StoreSnapshot,
} from '@stamp/contracts';
import { UnitOfWork } from '@stamp/server-kit/outbox';
import { domainErrorOf, FAKE_TRANSACTION, FakeUnitOfWork } from '@stamp/testing';
import { DeliveryWorker } from '../delivery/delivery.worker';
import { FakeDelivery, FakePushMessagesRepository, settingsOf } from '../test/fakes';
import { PushMessagesRepository } from './push-messages.repository';
import { PushMessagesService, ownerSubject } from './push-messages.service';

const STORE: StoreSnapshot = {
  id: 12,
  name: 'Kape ni Juan',
  region: 'National Capital Region (NCR)',
  province: 'Makati City',
  address: '123 Ayala Ave.',
};

function regional(overrides: Partial<SendRegionalMessage> = {}): SendRegionalMessage {
  return {
    storeId: 12,
    storeName: 'Kape ni Juan',
    region: 'national capital region (ncr)',
    province: ' makati city ',
    title: 'Free refill',
    message: 'Today only.',
    ...overrides,
  };
}

function eventContext(id: string) {
  const envelope: EventEnvelope = {
    id,
    subject: 'store.created',
    occurredAt: '2026-11-20T08:00:00.000Z',
    payload: STORE,
  };
  return { tx: FAKE_TRANSACTION, envelope };
}

describe(PushMessagesService.name, () => {
  let messages: FakePushMessagesRepository;
  let delivery: FakeDelivery;
  let sut: PushMessagesService;

  beforeEach(() => {
    messages = new FakePushMessagesRepository();
    delivery = new FakeDelivery();
    sut = new PushMessagesService(
      messages as unknown as PushMessagesRepository,
      new FakeUnitOfWork() as unknown as UnitOfWork,
      delivery as unknown as DeliveryWorker,
      settingsOf(),
    );
  });

  describe('automatic pushes', () => {
    it('writes one broadcast per event, with its delivery job', async () => {
      await sut.onStoreCreated(STORE, eventContext('0b7c6a4e-6a37-4c0e-9d0e-2f1c1d3b9a11'));

      expect(messages.rows).toEqual([
        expect.objectContaining({
          type: 'new-store',
          origin: 'auto',
          areaId: null,
          storeId: 12,
          sourceEventId: '0b7c6a4e-6a37-4c0e-9d0e-2f1c1d3b9a11',
        }),
      ]);
      expect(delivery.scheduled).toEqual([1]);
    });

    it('schedules nothing when the event had already written its push', async () => {
      await sut.onStoreCreated(STORE, eventContext('0b7c6a4e-6a37-4c0e-9d0e-2f1c1d3b9a11'));
      await sut.onStoreCreated(STORE, eventContext('0b7c6a4e-6a37-4c0e-9d0e-2f1c1d3b9a11'));

      expect(messages.rows).toHaveLength(1);
      expect(delivery.scheduled).toEqual([1]);
    });
  });

  describe('sendBroadcast', () => {
    it('writes a broadcast by the administrator and wakes delivery', async () => {
      const view = await sut.sendBroadcast({ type: 'start-event', title: 'T', message: 'M', adminId: 3 });

      expect(messages.rows[0]).toMatchObject({
        origin: 'admin',
        adminId: 3,
        areaId: null,
        type: 'start-event',
      });
      expect(view).toMatchObject({ city: 'All', district: 'All', delivery: { status: 'pending' } });
      expect(delivery.kicks).toBe(1);
    });

    it('targets one region and province/city when the administrator names them', async () => {
      const view = await sut.sendBroadcast({
        type: 'new-event',
        title: 'T',
        message: 'M',
        adminId: 3,
        region: 'National Capital Region (NCR)',
        province: 'Makati City',
      });

      expect(messages.rows[0]).toMatchObject({ origin: 'admin', adminId: 3, areaId: 1380300000 });
      expect(view).toMatchObject({ city: 'National Capital Region (NCR)', district: 'Makati City' });
    });

    it('refuses a province without its region', async () => {
      await expect(
        sut.sendBroadcast({
          type: 'new-event',
          title: 'T',
          message: 'M',
          adminId: 3,
          province: 'Makati City',
        }),
      ).rejects.toMatchObject({ message: 'Please select region and province.' });
      expect(messages.rows).toHaveLength(0);
    });

    it('reports delivery off when no provider is configured', async () => {
      delivery.enabled = false;

      const view = await sut.sendBroadcast({ type: 'start-event', title: 'T', message: 'M', adminId: 3 });

      expect(view.delivery).toEqual({ status: 'off', sent: 0, failed: 0, removed: 0 });
      expect(delivery.scheduled).toEqual([]);
    });
  });

  describe('sendRegional', () => {
    it('titles the push {storeName}: {subject} and targets the area with its canonical names', async () => {
      const result = await sut.sendRegional(regional());

      expect(result).toMatchObject({
        title: 'Kape ni Juan: Free refill',
        city: 'National Capital Region (NCR)',
        district: 'Makati City',
        store_id: 12,
        origin: 'store',
      });
      expect(messages.rows[0]?.areaId).toBe(1380300000);
      expect(messages.locks).toEqual([12]);
      expect(delivery.scheduled).toEqual([1]);
    });

    it('does not double the store name the old client already put in the title', async () => {
      const result = await sut.sendRegional(regional({ title: 'Kape ni Juan:  Free refill' }));

      expect(result.title).toBe('Kape ni Juan: Free refill');
    });

    it('refuses an unknown region/province pair', async () => {
      const error = await domainErrorOf(sut.sendRegional(regional({ province: 'Cebu City' })));

      expect(error.code).toBe(CommonErrorCode.ValidationFailed);
      expect(error.message).toBe('Please select region and province.');
      expect(messages.rows).toEqual([]);
    });

    it('refuses a subject that is only the store name, or longer than 50 characters', async () => {
      expect((await domainErrorOf(sut.sendRegional(regional({ title: 'Kape ni Juan:' })))).message).toBe(
        'Please enter the title.',
      );
      expect((await domainErrorOf(sut.sendRegional(regional({ title: 'x'.repeat(51) })))).message).toBe(
        'Please enter the title within 50 characters.',
      );
    });

    it('refuses with DailyLimitReached past the store’s pushes of the day, writing nothing', async () => {
      messages.sendsToday = 3;

      const error = await domainErrorOf(sut.sendRegional(regional()));

      expect(error.code).toBe(PushErrorCode.DailyLimitReached);
      expect(error.message).toBe('A store may send 3 push messages a day. Please try again tomorrow.');
      expect(error.retryAfter).toBe(3600);
      expect(messages.rows).toEqual([]);
      expect(delivery.scheduled).toEqual([]);
    });

    it('counts the limit from the settings', async () => {
      const generous = new PushMessagesService(
        messages as unknown as PushMessagesRepository,
        new FakeUnitOfWork() as unknown as UnitOfWork,
        delivery as unknown as DeliveryWorker,
        settingsOf({ PUSH_OWNER_DAILY_LIMIT: '5' }),
      );
      messages.sendsToday = 4;

      expect((await generous.sendRegional(regional())).origin).toBe('store');
    });
  });
});

describe(ownerSubject.name, () => {
  it.each([
    ['Free refill', 'Free refill'],
    ['  Kape ni Juan: Free refill ', 'Free refill'],
    ['Kape ni Juan:Free refill', 'Free refill'],
    ['Kape ni Juana: hi', 'Kape ni Juana: hi'],
  ])('makes %p the subject %p', (title, subject) => {
    expect(ownerSubject(title, 'Kape ni Juan')).toBe(subject);
  });
});
