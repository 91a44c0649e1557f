import { Controller, INestMicroservice } from '@nestjs/common';
import { Ctx, MessagePattern, MicroserviceOptions, Payload } from '@nestjs/microservices';
import { Test } from '@nestjs/testing';
import { IsInt } from 'class-validator';
import { CommonErrorCode, DomainError, StoreErrorCode, defineRequest } from '@stamp/contracts';
import { testEnv, uniqueNamespace } from '@stamp/testing';
import { NatsBus, rpcSubjectOf } from '@stamp/server-kit/bus';
import { createLogger } from '@stamp/server-kit/logging';
import { EventInbox } from '@stamp/server-kit/outbox';
import {
  BusRequestContext,
  BusServer,
  HandlesRequest,
  MessageTelemetryInterceptor,
  NatsRpcServer,
  WireErrorFilter,
} from '@stamp/server-kit/service';

class EchoRequest {
  @IsInt() n!: number;
}
interface EchoReply {
  n: number;
  requestId?: string;
  traceparent?: string;
  subject: string;
}
const Echo = defineRequest<EchoRequest, EchoReply>('test.echo', EchoRequest);
const Refuse = defineRequest<EchoRequest, never>('test.refuse', EchoRequest);
const Silent = defineRequest<EchoRequest, never>('test.silent', EchoRequest);
const Slow = defineRequest<EchoRequest, { n: number }>('test.slow', EchoRequest);
const Nothing = defineRequest<EchoRequest, undefined>('test.nothing', EchoRequest);
const Nobody = defineRequest<EchoRequest, never>('test.nobody', EchoRequest);

/** The answers the Silent handler holds back until a test lets them go. */
const silenced: (() => void)[] = [];

const TRACEPARENT = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';

@Controller()
class EchoController {
  // @MessagePattern rather than HandlesRequest: this handler reads its context (@Ctx()) too.
  @MessagePattern(Echo.subject)
  echo(@Payload() request: EchoRequest, @Ctx() context: BusRequestContext): Promise<EchoReply> {
    return Promise.resolve({
      n: request.n,
      requestId: context.headers.requestId,
      traceparent: context.headers.traceparent,
      subject: context.subject,
    });
  }

  @HandlesRequest(Refuse)
  refuse(@Payload() _request: EchoRequest): Promise<never> {
    return Promise.reject(new DomainError(StoreErrorCode.StoreNotFound, 'Store not found'));
  }

  @HandlesRequest(Silent)
  silent(@Payload() _request: EchoRequest): Promise<never> {
    return new Promise((_resolve, reject) => {
      silenced.push(() => {
        reject(new DomainError(CommonErrorCode.Unavailable, 'Too late'));
      });
    });
  }

  @HandlesRequest(Slow)
  async slow(@Payload() request: EchoRequest): Promise<{ n: number }> {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { n: request.n };
  }

  @HandlesRequest(Nothing)
  nothing(@Payload() _request: EchoRequest): Promise<undefined> {
    return Promise.resolve(undefined);
  }
}

describe(`${NatsRpcServer.name} and the NatsRpcClient (Nest's NATS transport) request/reply`, () => {
  const logger = createLogger('test', 'silent');
  const namespace = uniqueNamespace('rpc');
  let server: NatsBus;
  let sut: NatsBus;
  let requests: NatsRpcServer;
  let app: INestMicroservice;

  beforeAll(async () => {
    const connect = (name: string) => NatsBus.connect({ url: testEnv.natsUrl(), namespace, logger, name });
    [server, sut] = await Promise.all([connect('rpc-server'), connect('rpc-client')]);
    requests = new NatsRpcServer({ connection: server.connection, namespace, queue: 'echo-service', logger });
    const moduleRef = await Test.createTestingModule({ controllers: [EchoController] }).compile();
    app = moduleRef.createNestMicroservice<MicroserviceOptions>({
      strategy: new BusServer({
        bus: server,
        requests,
        service: 'echo',
        inbox: {} as EventInbox,
        logger,
      }),
      logger: false,
    });
    app.useGlobalInterceptors(new MessageTelemetryInterceptor('echo', logger));
    app.useGlobalFilters(new WireErrorFilter(logger));
    await app.listen();
  });

  afterAll(async () => {
    await app.close();
    await sut.close();
    await server.deleteStream();
    await server.close();
  });

  it('gives each of 500 concurrent requests its own reply, with its request id and trace as headers', async () => {
    const replies = await Promise.all(
      Array.from({ length: 500 }, (_, n) =>
        sut.request(
          Echo,
          { n },
          {
            requestId: `req-${n}`,
            trace: { traceId: '0af7651916cd43dd8448eb211c80319c', spanId: 'b7ad6b7169203331', sampled: true },
          },
        ),
      ),
    );
    expect(replies).toEqual(
      Array.from({ length: 500 }, (_, n) => ({
        n,
        requestId: `req-${n}`,
        traceparent: TRACEPARENT,
        subject: Echo.subject,
      })),
    );
  });

  it('sends on the namespaced subject and answers a WireReply on the wire', async () => {
    const msg = await sut.connection.request(
      rpcSubjectOf(namespace, Echo.subject),
      JSON.stringify({ n: 3 }),
      { timeout: 5_000 },
    );
    expect(msg.json()).toEqual({ ok: true, data: { n: 3, subject: Echo.subject } });
  });

  it('answers a bare JSON payload (nats req) as a request, and a malformed one as validation failed', async () => {
    const bare = await sut.connection.request(rpcSubjectOf(namespace, Echo.subject), '{"n":4}', {
      timeout: 5_000,
    });
    expect(bare.json()).toEqual({ ok: true, data: { n: 4, subject: Echo.subject } });
    const malformed = await sut.connection.request(rpcSubjectOf(namespace, Echo.subject), '{n:', {
      timeout: 5_000,
    });
    expect(malformed.json()).toEqual({
      ok: false,
      error: { code: CommonErrorCode.ValidationFailed, message: 'Malformed message' },
    });
  });

  it("throws the server's domain error, and a refused payload as validation failed", async () => {
    const failure = sut.request(Refuse, { n: 1 });
    await expect(failure).rejects.toBeInstanceOf(DomainError);
    await expect(failure).rejects.toMatchObject({
      code: StoreErrorCode.StoreNotFound,
      message: 'Store not found',
    });
    await expect(sut.request(Refuse, { n: 'one' } as unknown as EchoRequest)).rejects.toMatchObject({
      code: CommonErrorCode.ValidationFailed,
    });
  });

  it('resolves a void answer with nothing', async () => {
    await expect(sut.request(Nothing, { n: 1 })).resolves.toBeUndefined();
  });

  it('is Unavailable at once when nobody serves the subject', async () => {
    const started = Date.now();
    await expect(sut.request(Nobody, { n: 1 }, { timeoutMs: 5_000 })).rejects.toMatchObject({
      code: CommonErrorCode.Unavailable,
      message: 'No answer from test.nobody',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('is Unavailable when the server does not answer in time, and still answers the next request', async () => {
    await expect(sut.request(Silent, { n: 1 }, { timeoutMs: 200 })).rejects.toMatchObject({
      code: CommonErrorCode.Unavailable,
      message: 'No answer from test.silent',
    });
    await expect(sut.request(Echo, { n: 7 })).resolves.toMatchObject({ n: 7 });
  });

  it('fails the requests still waiting when it closes, and those made after', async () => {
    const client = await NatsBus.connect({
      url: testEnv.natsUrl(),
      namespace,
      logger,
      name: 'rpc-closing',
    });
    const waiting = client.request(Silent, { n: 1 }, { timeoutMs: 60_000 }).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await client.close();
    expect(await waiting).toMatchObject({
      code: CommonErrorCode.Unavailable,
      message: 'No answer from test.silent',
    });
    // A request on the closed bus is Unavailable too, not the connection's own error.
    await expect(client.request(Echo, { n: 1 })).rejects.toMatchObject({
      code: CommonErrorCode.Unavailable,
      message: 'No answer from test.echo',
    });
  });

  it('answers the requests it took before it drains, then serves no more', async () => {
    const taken = sut.request(Slow, { n: 9 }, { timeoutMs: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The requests the earlier tests left unanswered end too (a drain waits for every request taken).
    const released = setTimeout(() => {
      silenced.splice(0).forEach((release) => {
        release();
      });
    }, 200);
    const started = Date.now();
    await requests.drain();
    clearTimeout(released);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    await expect(taken).resolves.toEqual({ n: 9 });
    await expect(sut.request(Echo, { n: 1 }, { timeoutMs: 2_000 })).rejects.toMatchObject({
      code: CommonErrorCode.Unavailable,
    });
  });
});
