import { GatewayBus, HttpRequestOptions } from './bus-client';
import { CallerBus } from './caller-bus';
import { StoreRequests } from '@stamp/contracts';

describe(CallerBus.name, () => {
  it("sends the request with the caller's request id and the extra options", async () => {
    const sent: [string, unknown, HttpRequestOptions][] = [];
    const bus = {
      request: (def: { subject: string }, payload: unknown, options: HttpRequestOptions) => {
        sent.push([def.subject, payload, options]);
        return Promise.resolve({ id: 12 });
      },
    } as unknown as GatewayBus;
    const sut = new CallerBus(bus);

    await sut.requestAs(
      { requestId: 'req-1' },
      StoreRequests.findByCode,
      { code: 'KAPE1' },
      { timeoutMs: 500 },
    );

    expect(sent).toEqual([
      [StoreRequests.findByCode.subject, { code: 'KAPE1' }, { timeoutMs: 500, requestId: 'req-1' }],
    ]);
  });
});
