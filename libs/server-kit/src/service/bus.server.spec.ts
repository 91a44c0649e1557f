import { Controller, INestMicroservice, ServiceUnavailableException } from '@nestjs/common';
import { Ctx, MicroserviceOptions, Payload } from '@nestjs/microservices';
import { Test } from '@nestjs/testing';
import { IsInt, IsString } from 'class-validator';
import {
  CommonErrorCode,
  defineEvent,
  defineRequest,
  DomainError,
  EventEnvelope,
  StoreErrorCode,
} from '@stamp/contracts';
import { InProcessBus } from '../bus/in-process.bus';
import { TransactionScope } from '../database/transaction-scope';
import { createLogger } from '../logging/logger';
import { requestContext } from '../logging/request-context';
import { EventInbox } from '../outbox/event-inbox';
import { BusServer } from './bus.server';
import { HandlesEvent, HandlesRequest } from './contract-handlers';
import { EventContext } from './message-contexts';
import { MessageTelemetryInterceptor } from './message-telemetry.interceptor';
import { WireErrorFilter } from './wire-error.filter';

class EchoRequest {
  @IsString() text!: string;
}

class CountedPayload {
  @IsInt() count!: number;
}

const Echo = defineRequest<EchoRequest, { text: string; requestId?: string }>('test.echo', EchoRequest);
const Refuse = defineRequest<EchoRequest, never>('test.refuse', EchoRequest);
const Crash = defineRequest<EchoRequest, never>('test.crash', EchoRequest);
const DatabaseGone = defineRequest<EchoRequest, never>('test.database-gone', EchoRequest);
const Stopping = defineRequest<EchoRequest, never>('test.stopping', EchoRequest);
const Counted = defineEvent('test.counted', CountedPayload, (stored) => {
  const old = stored as { n?: number; count?: number };
  return { count: old.count ?? old.n };
});

const applied: { count: number; eventId: string; requestId?: string }[] = [];

@Controller()
class TestController {
  @HandlesRequest(Echo)
  echo(@Payload() request: EchoRequest): Promise<{ text: string; requestId?: string }> {
    return Promise.resolve({ text: request.text, requestId: requestContext.requestId() });
  }

  @HandlesRequest(Refuse)
  refuse(@Payload() _request: EchoRequest): Promise<never> {
    return Promise.reject(new DomainError(StoreErrorCode.StoreNotFound, 'No such store'));
  }

  @HandlesRequest(Crash)
  crash(@Payload() _request: EchoRequest): Promise<never> {
    return Promise.reject(new Error('connection reset by the database'));
  }

  @HandlesRequest(DatabaseGone)
  databaseGone(@Payload() _request: EchoRequest): Promise<never> {
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    return Promise.reject(shutdown);
  }

  @HandlesRequest(Stopping)
  stopping(@Payload() _request: EchoRequest): Promise<never> {
    // What @nestjs/terminus' HealthCheckService throws once Nest's shutdown hooks have started.
    return Promise.reject(
      new ServiceUnavailableException({ status: 'shutting_down', info: {}, error: {}, details: {} }),
    );
  }

  @HandlesEvent(Counted)
  async onCounted(@Payload() payload: CountedPayload, @Ctx() { envelope }: EventContext): Promise<void> {
    if (payload.count < 0) {
      throw new Error('a negative count');
    }
    applied.push({ count: payload.count, eventId: envelope.id, requestId: requestContext.requestId() });
    return Promise.resolve();
  }
}

/** The processed-event records of a real EventInbox, kept in memory: a second delivery is skipped. */
class MemoryInbox {
  private readonly seen = new Set<string>();

  async processOnce(
    consumer: string,
    envelope: EventEnvelope,
    apply: (tx: TransactionScope) => Promise<void>,
  ): Promise<boolean> {
    const key = `${consumer}:${envelope.id}`;
    if (this.seen.has(key)) {
      return false;
    }
    await apply({} as TransactionScope);
    this.seen.add(key);
    return true;
  }
}

function envelopeOf(id: string, payload: unknown): EventEnvelope {
  return {
    id,
    subject: Counted.subject,
    occurredAt: '2026-03-01T08:00:00.000Z',
    requestId: 'req-7',
    payload,
  };
}

describe(BusServer.name, () => {
  let bus: InProcessBus;
  let app: INestMicroservice;

  beforeEach(async () => {
    applied.length = 0;
    bus = new InProcessBus();
    const logger = createLogger('test', 'silent', 'json');
    const moduleRef = await Test.createTestingModule({ controllers: [TestController] }).compile();
    app = moduleRef.createNestMicroservice<MicroserviceOptions>({
      strategy: new BusServer({
        bus,
        requests: bus,
        service: 'test',
        inbox: new MemoryInbox() as unknown as EventInbox,
        logger,
      }),
    });
    app.useGlobalInterceptors(new MessageTelemetryInterceptor('test', logger));
    app.useGlobalFilters(new WireErrorFilter(logger));
    await app.listen();
    bus.openDeliveries();
  });

  afterEach(async () => {
    await app.close();
    await bus.close();
  });

  it('answers a request through its @MessagePattern handler, in the caller request id', async () => {
    await expect(bus.request(Echo, { text: 'kape' }, { requestId: 'req-1' })).resolves.toEqual({
      text: 'kape',
      requestId: 'req-1',
    });
  });

  it('runs a request in one request context, and none for a debug line that is not written', async () => {
    const run = jest.spyOn(requestContext, 'run');
    await bus.request(Echo, { text: 'kape' }, { requestId: 'req-2' });
    expect(run).toHaveBeenCalledTimes(1);
    run.mockRestore();
  });

  it('refuses a request its contract does not allow before the handler runs', async () => {
    const error = await bus.request(Echo, { text: 42 } as unknown as EchoRequest).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe(CommonErrorCode.ValidationFailed);
  });

  it('keeps the code of a domain error for the caller', async () => {
    const error = await bus.request(Refuse, { text: 'x' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: StoreErrorCode.StoreNotFound, message: 'No such store' });
  });

  it('answers an unexpected error as internal, with an error id and without its message', async () => {
    const error = await bus.request(Crash, { text: 'x' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: CommonErrorCode.Internal });
    expect((error as DomainError).message).toMatch(/^Internal error \([0-9a-f-]{36}\)$/);
  });

  it('answers a database that is restarting as unavailable, for the caller to retry', async () => {
    const error = await bus.request(DatabaseGone, { text: 'x' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: CommonErrorCode.Unavailable });
  });

  it('answers a service that is stopping as unavailable, for the caller to retry', async () => {
    const error = await bus.request(Stopping, { text: 'x' }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: CommonErrorCode.Unavailable,
      message: 'The service is stopping; try again shortly',
    });
  });

  it('applies an event once, read in its current format, in the request id it was emitted in', async () => {
    await bus.publish(envelopeOf('evt-1', { n: 3 }));
    await bus.publish(envelopeOf('evt-1', { n: 3 }));
    expect(applied).toEqual([{ count: 3, eventId: 'evt-1', requestId: 'req-7' }]);
  });

  it('hands a failed or invalid event back to the bus, which delivers it again', async () => {
    await expect(bus.publish(envelopeOf('evt-2', { count: -1 }))).rejects.toThrow('a negative count');
    await expect(bus.publish(envelopeOf('evt-3', { count: 'three' }))).rejects.toMatchObject({
      code: CommonErrorCode.ValidationFailed,
    });
    expect(applied).toEqual([]);
  });
});
