import { IsString } from 'class-validator';
import {
  CommonErrorCode,
  defineRequest,
  DomainError,
  EventEnvelope,
  StoreErrorCode,
  StoreRequests,
  WireReply,
} from '@stamp/contracts';
import { requestContext } from '../logging/request-context';
import { BusHeaders } from './message-bus';
import { InProcessBus } from './in-process.bus';

class EchoRequest {
  @IsString() text!: string;
  at?: Date;
  nothing?: undefined;
}

interface EchoResponse {
  text: string;
  at?: string;
}

const Echo = defineRequest<EchoRequest, EchoResponse>('test.echo', EchoRequest);

function envelope(subject: string): EventEnvelope {
  return {
    id: `evt-${subject}`,
    subject,
    occurredAt: '2026-03-01T08:00:00.000Z',
    payload: { id: 12, name: 'Kape ni Juan' },
  };
}

async function domainErrorOf(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe(InProcessBus.name, () => {
  let sut: InProcessBus;

  beforeEach(() => {
    sut = new InProcessBus();
  });

  afterEach(async () => {
    await sut.close();
  });

  describe('request', () => {
    it('carries the request to the handler and the reply back, both through JSON', async () => {
      const received: { body: unknown; headers: BusHeaders }[] = [];
      await sut.serve(Echo.subject, 'test', (body, headers) => {
        received.push({ body, headers });
        return Promise.resolve({ ok: true, data: { text: 'pong', at: new Date('2026-03-01T08:00:00Z') } });
      });
      const payload: EchoRequest = { text: 'ping', at: new Date('2026-03-01T07:00:00Z'), nothing: undefined };

      const reply = await sut.request(Echo, payload);

      expect(received).toHaveLength(1);
      expect(received[0]?.body).toStrictEqual({ text: 'ping', at: '2026-03-01T07:00:00.000Z' });
      expect(received[0]?.body).not.toBe(payload);
      expect(reply).toStrictEqual({ text: 'pong', at: '2026-03-01T08:00:00.000Z' });
    });

    it('does not let the handler change the caller’s object', async () => {
      await sut.serve(Echo.subject, 'test', (body) => {
        (body as EchoRequest).text = 'changed';
        return Promise.resolve({ ok: true, data: { text: 'ok' } });
      });
      const payload: EchoRequest = { text: 'ping' };

      await sut.request(Echo, payload);

      expect(payload.text).toBe('ping');
    });

    it('passes the current request id to the handler', async () => {
      const seen: BusHeaders[] = [];
      await sut.serve(Echo.subject, 'test', (_body, headers) => {
        seen.push(headers);
        return Promise.resolve({ ok: true, data: { text: 'ok' } });
      });

      await requestContext.run({ requestId: 'req-42' }, () => sut.request(Echo, { text: 'ping' }));

      expect(seen).toEqual([{ requestId: 'req-42' }]);
    });

    it('passes the request id it is given, before the current one', async () => {
      const seen: BusHeaders[] = [];
      await sut.serve(Echo.subject, 'test', (_body, headers) => {
        seen.push(headers);
        return Promise.resolve({ ok: true, data: { text: 'ok' } });
      });

      await sut.request(Echo, { text: 'ping' }, { requestId: 'req-7' });
      await requestContext.run({ requestId: 'req-42' }, () =>
        sut.request(Echo, { text: 'ping' }, { requestId: 'req-7' }),
      );

      expect(seen).toEqual([{ requestId: 'req-7' }, { requestId: 'req-7' }]);
    });

    it('re-throws an error reply as a DomainError with its code, message and errors', async () => {
      const failure: WireReply<EchoResponse> = {
        ok: false,
        error: {
          code: StoreErrorCode.NotOwner,
          message: 'This store belongs to another owner',
          errors: ['a', 'b'],
        },
      };
      await sut.serve(Echo.subject, 'test', () => Promise.resolve(failure));

      const error = await domainErrorOf(sut.request(Echo, { text: 'ping' }));

      expect(error.code).toBe(StoreErrorCode.NotOwner);
      expect(error.message).toBe('This store belongs to another owner');
      expect(error.errors).toEqual(['a', 'b']);
    });

    it('fills in the errors of an error reply that has none', async () => {
      await sut.serve(Echo.subject, 'test', () =>
        Promise.resolve({
          ok: false,
          error: { code: StoreErrorCode.StoreNotFound, message: 'Store not found' },
        }),
      );

      const error = await domainErrorOf(sut.request(Echo, { text: 'ping' }));

      expect(error.errors).toEqual(['Store not found']);
    });

    it('answers Unavailable when no handler serves the subject', async () => {
      const error = await domainErrorOf(sut.request(StoreRequests.findByCode, { code: 'K7Q2ZD' }));

      expect(error.code).toBe(CommonErrorCode.Unavailable);
      expect(error.message).toBe('No service answers store.find-by-code');
    });

    it('answers Unavailable once closed', async () => {
      await sut.serve(Echo.subject, 'test', () => Promise.resolve({ ok: true, data: { text: 'ok' } }));

      await sut.close();

      const error = await domainErrorOf(sut.request(Echo, { text: 'ping' }));
      expect(error.code).toBe(CommonErrorCode.Unavailable);
      expect(sut.isReady()).toBe(false);
    });

    it('refuses to serve one subject twice in one process', async () => {
      const handler = () => Promise.resolve<WireReply<unknown>>({ ok: true, data: null });
      await sut.serve(Echo.subject, 'test', handler);

      await expect(sut.serve(Echo.subject, 'test', handler)).rejects.toThrow(
        'Subject test.echo is already served in this process',
      );
    });
  });

  describe('publish', () => {
    let deliveries: Record<string, string[]>;

    async function subscribe(durable: string, subjects: string[]): Promise<void> {
      const received: string[] = [];
      deliveries[durable] = received;
      await sut.consume({ durable, subjects }, (event) => {
        received.push(event.subject);
        return Promise.resolve();
      });
    }

    beforeEach(async () => {
      deliveries = {};
      await subscribe('everything-of-store', ['store.>']);
      await subscribe('one-level-of-store', ['store.*']);
      await subscribe('exactly-created', ['store.created']);
      await subscribe('members', ['member.>']);
      await subscribe('several', ['member.created', 'store.deleted']);
      sut.openDeliveries();
    });

    it('refuses to deliver before deliveries are opened, so the outbox keeps the event', async () => {
      const early = new InProcessBus();
      const received: string[] = [];
      await early.consume({ durable: 'late', subjects: ['store.>'] }, (event) => {
        received.push(event.subject);
        return Promise.resolve();
      });
      await expect(early.publish(envelope('store.created'))).rejects.toThrow('not open yet');
      early.openDeliveries();
      await early.publish(envelope('store.created'));
      expect(received).toEqual(['store.created']);
    });

    it('reaches only the consumers whose subjects match', async () => {
      await sut.publish(envelope('store.created'));

      expect(deliveries).toEqual({
        'everything-of-store': ['store.created'],
        'one-level-of-store': ['store.created'],
        'exactly-created': ['store.created'],
        members: [],
        several: [],
      });
    });

    it('reaches a deeper subject only through ">"', async () => {
      await sut.publish(envelope('store.image.added'));

      expect(deliveries).toEqual({
        'everything-of-store': ['store.image.added'],
        'one-level-of-store': [],
        'exactly-created': [],
        members: [],
        several: [],
      });
    });

    it('reaches a consumer through any one of its subjects, once', async () => {
      await sut.publish(envelope('store.deleted'));
      await sut.publish(envelope('member.created'));

      expect(deliveries.several).toEqual(['store.deleted', 'member.created']);
      expect(deliveries['one-level-of-store']).toEqual(['store.deleted']);
      expect(deliveries.members).toEqual(['member.created']);
    });

    it('delivers the envelope as JSON, a copy of what was published', async () => {
      const seen: EventEnvelope[] = [];
      await sut.consume({ durable: 'copy-check', subjects: ['audit.>'] }, (event) => {
        seen.push(event);
        return Promise.resolve();
      });
      const published = { ...envelope('audit.logged'), payload: { at: new Date('2026-03-01T08:00:00Z') } };

      await sut.publish(published);

      expect(seen).toHaveLength(1);
      expect(seen[0]).toStrictEqual({ ...published, payload: { at: '2026-03-01T08:00:00.000Z' } });
      expect(seen[0]).not.toBe(published);
    });

    it('resolves only after the consumers have processed the event', async () => {
      let processed = false;
      await sut.consume({ durable: 'slow', subjects: ['slow.>'] }, async () => {
        await new Promise((resolve) => setImmediate(resolve));
        processed = true;
      });

      await sut.publish(envelope('slow.done'));

      expect(processed).toBe(true);
    });

    it('rejects when a consumer throws, so the outbox keeps the event and retries', async () => {
      await sut.consume({ durable: 'broken', subjects: ['store.created'] }, () =>
        Promise.reject(new Error('database is down')),
      );

      await expect(sut.publish(envelope('store.created'))).rejects.toThrow('database is down');
    });

    it('resolves for an event nobody listens to', async () => {
      await expect(sut.publish(envelope('push.sent'))).resolves.toBeUndefined();

      expect(Object.values(deliveries).flat()).toEqual([]);
    });

    it('delivers once to a consumer whose several subjects all match', async () => {
      await subscribe('overlapping', ['store.>', 'store.*', 'store.created']);

      await sut.publish(envelope('store.created'));

      expect(deliveries.overlapping).toEqual(['store.created']);
    });
  });
});
