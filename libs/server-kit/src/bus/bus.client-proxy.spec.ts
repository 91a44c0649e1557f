import { IsString } from 'class-validator';
import { lastValueFrom } from 'rxjs';
import { defineRequest, DomainError, StoreErrorCode } from '@stamp/contracts';
import { BusClientProxy } from './bus.client-proxy';
import { BusHeaders } from './message-bus';
import { InProcessBus } from './in-process.bus';

class NameRequest {
  @IsString() name!: string;
}

const Greet = defineRequest<NameRequest, { greeting: string }>('test.greet', NameRequest);
const Forget = defineRequest<NameRequest, undefined>('test.forget', NameRequest);

describe(BusClientProxy.name, () => {
  let bus: InProcessBus;
  let sut: BusClientProxy;
  const seen: BusHeaders[] = [];

  beforeEach(async () => {
    seen.length = 0;
    bus = new InProcessBus();
    await bus.serve(Greet.subject, 'test', (body, headers) => {
      seen.push(headers);
      const { name } = body as NameRequest;
      return Promise.resolve(
        name === 'nobody'
          ? { ok: false, error: new DomainError(StoreErrorCode.StoreNotFound, 'No such store').toWire() }
          : { ok: true, data: { greeting: `Hello, ${name}` } },
      );
    });
    await bus.serve(Forget.subject, 'test', () => Promise.resolve({ ok: true, data: undefined }));
    sut = new BusClientProxy(bus);
  });

  afterEach(async () => {
    await bus.close();
  });

  it('sends a typed request with its request id and answers the reply data', async () => {
    await expect(sut.request(Greet, { name: 'Ana' }, { requestId: 'req-9' })).resolves.toEqual({
      greeting: 'Hello, Ana',
    });
    expect(seen).toEqual([expect.objectContaining({ requestId: 'req-9' })]);
  });

  it('rejects with the service refusal as a DomainError with its code', async () => {
    const error = await sut.request(Greet, { name: 'nobody' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: StoreErrorCode.StoreNotFound });
  });

  it('resolves a reply without data', async () => {
    await expect(sut.request(Forget, { name: 'Ana' })).resolves.toBeUndefined();
  });

  it('sends no events: services announce them through their outbox', async () => {
    await expect(lastValueFrom(sut.emit('store.created', {}))).rejects.toThrow(/outbox/);
  });
});
