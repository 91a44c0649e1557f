import { IsInt } from 'class-validator';
import { CommonErrorCode, DomainError, StoreErrorCode, defineRequest } from '@stamp/contracts';
import { testEnv, uniqueNamespace } from '@stamp/testing';
import { NatsBus } from '@stamp/server-kit/bus';
import { createLogger } from '@stamp/server-kit/logging';

class EchoRequest {
  @IsInt() n!: number;
}
const Echo = defineRequest<EchoRequest, { n: number; requestId?: string }>('test.echo', EchoRequest);
const Refuse = defineRequest<EchoRequest, never>('test.refuse', EchoRequest);
const Silent = defineRequest<EchoRequest, never>('test.silent', EchoRequest);
const Nobody = defineRequest<EchoRequest, never>('test.nobody', EchoRequest);

describe(`${NatsBus.name} request/reply (its own, requests: 'bus')`, () => {
  const logger = createLogger('test', 'silent');
  const namespace = uniqueNamespace('rpc');
  let server: NatsBus;
  let sut: NatsBus;

  beforeAll(async () => {
    const connect = (name: string) => NatsBus.connect({ url: testEnv.natsUrl(), namespace, logger, name });
    [server, sut] = await Promise.all([connect('rpc-server'), connect('rpc-client')]);
    await server.serve(Echo.subject, 'echo', (body, headers) =>
      Promise.resolve({
        ok: true,
        data: { n: (body as EchoRequest).n, requestId: headers.requestId },
      }),
    );
    await server.serve(Refuse.subject, 'refuse', () =>
      Promise.resolve({
        ok: false,
        error: { code: StoreErrorCode.StoreNotFound, message: 'Store not found' },
      }),
    );
    await server.serve(Silent.subject, 'silent', () => new Promise(() => undefined));
  });

  afterAll(async () => {
    await sut.close();
    await server.deleteStream();
    await server.close();
  });

  it('gives each of 500 concurrent requests its own reply, with its request id', async () => {
    const replies = await Promise.all(
      Array.from({ length: 500 }, (_, n) => sut.request(Echo, { n }, { requestId: `req-${n}` })),
    );
    expect(replies).toEqual(Array.from({ length: 500 }, (_, n) => ({ n, requestId: `req-${n}` })));
  });

  it("answers Nest's ClientNats (a NatsBus with requests: 'nest', as the gateway's) alike", async () => {
    const nest = await NatsBus.connect({
      url: testEnv.natsUrl(),
      namespace,
      logger,
      name: 'rpc-nest',
      requests: 'nest',
    });
    try {
      await expect(nest.request(Echo, { n: 3 }, { requestId: 'req-3' })).resolves.toEqual({
        n: 3,
        requestId: 'req-3',
      });
      await expect(nest.request(Refuse, { n: 1 })).rejects.toMatchObject({
        code: StoreErrorCode.StoreNotFound,
      });
      await expect(nest.request(Silent, { n: 1 }, { timeoutMs: 200 })).rejects.toMatchObject({
        code: CommonErrorCode.Unavailable,
        message: 'No answer from test.silent',
      });
    } finally {
      await nest.close();
    }
  });

  it("throws the server's domain error", async () => {
    const failure = sut.request(Refuse, { n: 1 });
    await expect(failure).rejects.toBeInstanceOf(DomainError);
    await expect(failure).rejects.toMatchObject({
      code: StoreErrorCode.StoreNotFound,
      message: 'Store not found',
    });
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
    await expect(sut.request(Echo, { n: 7 })).resolves.toEqual({ n: 7 });
  });

  it('fails the requests still waiting when it closes, and those made after', async () => {
    const client = await NatsBus.connect({ url: testEnv.natsUrl(), namespace, logger, name: 'rpc-closing' });
    const waiting = client.request(Silent, { n: 1 }, { timeoutMs: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await client.close();
    await expect(waiting).rejects.toMatchObject({ code: CommonErrorCode.Unavailable });
    // A request on the closed bus is Unavailable too, not the connection's own error.
    await expect(client.request(Echo, { n: 1 })).rejects.toMatchObject({
      code: CommonErrorCode.Unavailable,
      message: 'No answer from test.echo',
    });
  });
});
