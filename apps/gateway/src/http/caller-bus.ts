import { Inject, Injectable } from '@nestjs/common';
import { RequestDef, RequestOf, ResponseOf } from '@stamp/contracts';
import { RequestOptions } from '@stamp/server-kit/bus';
import { BUS, GatewayBus } from './bus-client';
import { Caller } from './caller';

/**
 * How the gateway's services ask the services: a request on behalf of a caller, carrying that HTTP
 * request's id (see GatewayBus). One way to say it, in place of `bus.request(def, payload, busOptions(caller))`
 * in every method.
 */
@Injectable()
export class CallerBus {
  constructor(@Inject(BUS) private readonly bus: GatewayBus) {}

  /** `extra`: further options (a time limit); the request id is always the caller's. */
  requestAs<D extends RequestDef<object, unknown>>(
    caller: Pick<Caller, 'requestId'>,
    def: D,
    payload: RequestOf<D>,
    extra?: Omit<RequestOptions, 'requestId'>,
  ): Promise<ResponseOf<D>> {
    return this.bus.request(def, payload, { ...extra, requestId: caller.requestId });
  }
}
