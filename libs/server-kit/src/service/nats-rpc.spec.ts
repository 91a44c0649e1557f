import { Controller, INestMicroservice } from '@nestjs/common';
import { Ctx, MessagePattern, MicroserviceOptions, Payload } from '@nestjs/microservices';
import { Test } from '@nestjs/testing';
import { Msg, MsgHdrs, NatsConnection, Subscription } from '@nats-io/transport-node';
import { IsString } from 'class-validator';
import { CommonErrorCode, DomainError, StoreErrorCode, defineEvent, defineRequest } from '@stamp/contracts';
import { NatsBus } from '../bus/nats.bus';
import { NatsRpcClient, WireReplyDeserializer } from '../bus/nats-rpc.client';
import { createLogger } from '../logging/logger';
import { EventInbox } from '../outbox/event-inbox';
import { BusServer } from './bus.server';
import { HandlesEvent, HandlesRequest } from './contract-handlers';
import { BusRequestContext, EventContext } from './message-contexts';
import { NatsRpcServer, RequestPacketDeserializer, WireReplySerializer } from './nats-rpc.server';
import { WireErrorFilter, WireFailure } from './wire-error.filter';

class NameRequest {
  @IsString() name!: string;
}
const Greet = defineRequest<NameRequest, { greeting: string; requestId?: string; subject: string }>(
  'test.greet',
  NameRequest,
);
const Forget = defineRequest<NameRequest, undefined>('test.forget', NameRequest);
const Greeted = defineEvent('test.greeted', NameRequest);

const logger = createLogger('test', 'silent', 'json');
const encoder = new TextEncoder();

function msgOf(subject: string, body: string, extra: Partial<Msg> = {}): Msg {
  const data = encoder.encode(body);
  return {
    subject,
    data,
    sid: 1,
    reply: undefined,
    headers: undefined,
    json: () => JSON.parse(body) as unknown,
    string: () => body,
    respond: () => true,
    ...extra,
  } as unknown as Msg;
}

/**
 * A NATS connection in memory: a publish reaches the subscriptions on its subject (the first of a queue
 * group), with a `respond` that publishes on its reply subject; nobody subscribed answers NATS's 503.
 */
class LoopbackConnection {
  readonly subscribed: { subject: string; queue?: string }[] = [];
  /** How many subscriptions had been made at each flush. */
  readonly flushedAt: number[] = [];
  private readonly subscriptions = new Map<string, (error: Error | null, msg: Msg) => void>();

  subscribe(
    subject: string,
    options: { queue?: string; callback: (error: Error | null, msg: Msg) => void },
  ): Subscription {
    this.subscribed.push({ subject, queue: options.queue });
    this.subscriptions.set(subject, options.callback);
    const drop = () => {
      this.subscriptions.delete(subject);
    };
    return {
      unsubscribe: drop,
      drain: () => {
        drop();
        return Promise.resolve();
      },
      isClosed: () => !this.subscriptions.has(subject),
    } as unknown as Subscription;
  }

  /** The subscription a subject reaches: its own, or a `prefix.*` one. */
  private subscriberOf(subject: string): ((error: Error | null, msg: Msg) => void) | undefined {
    const exact = this.subscriptions.get(subject);
    if (exact) {
      return exact;
    }
    const prefix = subject.slice(0, subject.lastIndexOf('.') + 1);
    return this.subscriptions.get(`${prefix}*`);
  }

  publish(
    subject: string,
    data: string | Uint8Array,
    options: { reply?: string; headers?: MsgHdrs } = {},
  ): void {
    const body = typeof data === 'string' ? data : new TextDecoder().decode(data);
    const callback = this.subscriberOf(subject);
    setImmediate(() => {
      if (!callback) {
        const answer = options.reply ? this.subscriberOf(options.reply) : undefined;
        if (answer) {
          answer(null, msgOf(options.reply ?? '', '', { headers: { code: 503 } as unknown as MsgHdrs }));
        }
        return;
      }
      callback(
        null,
        msgOf(subject, body, {
          reply: options.reply,
          headers: options.headers,
          respond: (reply?: string | Uint8Array) => {
            if (options.reply) {
              this.publish(options.reply, reply ?? '');
            }
            return true;
          },
        }),
      );
    });
  }

  status(): AsyncIterable<never> {
    return { [Symbol.asyncIterator]: () => ({ next: () => new Promise<never>(() => undefined) }) };
  }

  isClosed(): boolean {
    return false;
  }

  flush(): Promise<void> {
    this.flushedAt.push(this.subscribed.length);
    return Promise.resolve();
  }
}

@Controller()
class GreetController {
  // @MessagePattern rather than HandlesRequest: this handler reads its context (@Ctx()) too.
  @MessagePattern(Greet.subject)
  greet(
    @Payload() request: NameRequest,
    @Ctx() context: BusRequestContext,
  ): Promise<{ greeting: string; requestId?: string; subject: string }> {
    if (request.name === 'nobody') {
      return Promise.reject(new DomainError(StoreErrorCode.StoreNotFound, 'No such store'));
    }
    return Promise.resolve({
      greeting: `Hello, ${request.name}`,
      requestId: context.headers.requestId,
      subject: context.subject,
    });
  }

  @HandlesRequest(Forget)
  forget(@Payload() _request: NameRequest): Promise<undefined> {
    return Promise.resolve(undefined);
  }

  @HandlesEvent(Greeted)
  greeted(@Payload() _payload: NameRequest, @Ctx() _context: EventContext): Promise<void> {
    return Promise.resolve();
  }
}

describe('Nest NATS request/reply (NatsRpcServer, NatsRpcClient)', () => {
  describe(WireReplySerializer.name, () => {
    const sut = new WireReplySerializer(logger);

    it('writes an answer as {ok, data} and a filtered failure as {ok: false, error}', () => {
      expect(JSON.parse(sut.serialize({ id: '1', response: { a: 1 }, isDisposed: true }).data)).toEqual({
        ok: true,
        data: { a: 1 },
      });
      const error = { code: StoreErrorCode.StoreNotFound, message: 'No such store' };
      expect(JSON.parse(sut.serialize({ id: '1', err: new WireFailure(error) }).data)).toEqual({
        ok: false,
        error,
      });
    });

    it('writes any other error as internal, without its message', () => {
      expect(JSON.parse(sut.serialize({ id: '1', err: new Error('password=hunter2') }).data)).toEqual({
        ok: false,
        error: { code: CommonErrorCode.Internal, message: 'Internal error' },
      });
    });
  });

  describe(RequestPacketDeserializer.name, () => {
    const sut = new RequestPacketDeserializer();

    it('reads the bare payload as a request whose id is its reply subject', () => {
      expect(
        sut.deserialize(msgOf('ns.rpc.test.greet', '{"name":"Ana","data":1}'), {
          channel: 'test.greet',
          replyTo: '_INBOX.1',
        }),
      ).toEqual({ pattern: 'test.greet', data: { name: 'Ana', data: 1 }, id: '_INBOX.1' });
    });

    it('refuses a body that is not JSON', () => {
      expect(() => sut.deserialize(msgOf('ns.rpc.test.greet', '{name'), { channel: 'test.greet' })).toThrow();
    });
  });

  describe(WireReplyDeserializer.name, () => {
    const sut = new WireReplyDeserializer();

    it('reads {ok, data} as the last response, and a refusal as its DomainError', () => {
      expect(sut.deserialize(msgOf('_INBOX.1', '{"ok":true,"data":{"a":1}}'))).toEqual({
        id: '',
        response: { a: 1 },
        isDisposed: true,
      });
      const refused = sut.deserialize(
        msgOf('_INBOX.1', '{"ok":false,"error":{"code":"store.not_found","message":"No such store"}}'),
      );
      expect(refused.err).toBeInstanceOf(DomainError);
      expect(refused.err).toMatchObject({ code: 'store.not_found', message: 'No such store' });
    });

    it('reads a reply that is not JSON as an internal error', () => {
      expect(sut.deserialize(msgOf('_INBOX.1', '<html>')).err).toMatchObject({
        code: CommonErrorCode.Internal,
      });
    });
  });

  describe('a microservice on NatsRpcServer, called through NatsRpcClient', () => {
    let connection: LoopbackConnection;
    let app: INestMicroservice;
    let sut: NatsRpcClient;

    beforeEach(async () => {
      connection = new LoopbackConnection();
      const nc = connection as unknown as NatsConnection;
      const moduleRef = await Test.createTestingModule({ controllers: [GreetController] }).compile();
      const consumed: string[][] = [];
      const bus = {
        consume: (spec: { subjects: string[] }) => {
          consumed.push(spec.subjects);
          return Promise.resolve();
        },
      } as unknown as NatsBus;
      app = moduleRef.createNestMicroservice<MicroserviceOptions>({
        strategy: new BusServer({
          bus,
          requests: new NatsRpcServer({ connection: nc, namespace: 'ns', queue: 'test-service', logger }),
          service: 'test',
          inbox: {} as EventInbox,
          logger,
        }),
        logger: false,
      });
      app.useGlobalFilters(new WireErrorFilter(logger));
      await app.listen();
      expect(consumed).toEqual([[Greeted.subject]]);
      sut = new NatsRpcClient({ connection: nc, namespace: 'ns' });
    });

    afterEach(async () => {
      await sut.close();
      await app.close();
    });

    it("subscribes each request pattern under the namespace, in the service's queue group, and no event", () => {
      expect(connection.subscribed).toEqual([
        { subject: 'ns.rpc.test.greet', queue: 'test-service' },
        { subject: 'ns.rpc.test.forget', queue: 'test-service' },
      ]);
    });

    it('is listening only once the NATS server has its subscriptions (a flush after subscribing)', () => {
      expect(connection.flushedAt).toEqual([2]);
    });

    it('answers with the request id as a header, in a BusRequestContext naming the pattern', async () => {
      await expect(sut.request(Greet, { name: 'Ana' }, { requestId: 'req-9' })).resolves.toEqual({
        greeting: 'Hello, Ana',
        requestId: 'req-9',
        subject: 'test.greet',
      });
    });

    it("throws the handler's DomainError, and resolves a void answer with nothing", async () => {
      await expect(sut.request(Greet, { name: 'nobody' })).rejects.toMatchObject({
        code: StoreErrorCode.StoreNotFound,
        message: 'No such store',
      });
      await expect(sut.request(Forget, { name: 'Ana' })).resolves.toBeUndefined();
    });

    it('is Unavailable, naming the subject, when nobody serves it or no answer comes in time', async () => {
      const Unknown = defineRequest<NameRequest, never>('test.unknown', NameRequest);
      await expect(sut.request(Unknown, { name: 'Ana' })).rejects.toMatchObject({
        code: CommonErrorCode.Unavailable,
        message: 'No answer from test.unknown',
      });
      jest.spyOn(connection, 'publish').mockImplementation(() => undefined);
      await expect(sut.request(Greet, { name: 'Ana' }, { timeoutMs: 20 })).rejects.toMatchObject({
        code: CommonErrorCode.Unavailable,
        message: 'No answer from test.greet',
      });
    });

    it('takes every reply on one inbox subscription, not one per request', async () => {
      await Promise.all([1, 2, 3].map((n) => sut.request(Greet, { name: `Ana ${String(n)}` })));
      await sut.request(Greet, { name: 'Ben' });
      const inboxes = connection.subscribed.filter(({ subject }) => subject.startsWith('_INBOX.'));
      expect(inboxes).toHaveLength(1);
      expect(inboxes[0].subject).toMatch(/^_INBOX\.[A-Za-z0-9]+\.\*$/);
    });

    it('finds the handler of a request by its subject, without parsing the subject as JSON', async () => {
      const parse = jest.spyOn(JSON, 'parse');
      await sut.request(Greet, { name: 'Ana' });
      expect(parse.mock.calls.map(([text]) => text)).not.toContain(Greet.subject);
      parse.mockRestore();
    });

    it('sends the headers as a NatsRecord', async () => {
      const publish = jest.spyOn(connection, 'publish');
      await sut.request(Greet, { name: 'Ana' }, { requestId: 'req-1' });
      const [subject, data, options] = publish.mock.calls[0];
      expect(subject).toBe('ns.rpc.test.greet');
      expect(JSON.parse(data as string)).toEqual({ name: 'Ana' });
      expect(options?.headers?.get('x-request-id')).toBe('req-1');
    });
  });
});
