import { RequestDef } from '@stamp/contracts';
import { GatewayBus, HttpRequestOptions } from '../http/bus-client';
import { CallerBus } from '../http/caller-bus';

export interface SentRequest {
  subject: string;
  payload: unknown;
  requestId: string;
}

/**
 * The gateway's bus in unit tests of its services: answers each subject from a table (a function may throw)
 * and records what was sent, with the request id.
 */
export class FakeGatewayBus {
  readonly sent: SentRequest[] = [];
  private readonly answers = new Map<string, (payload: unknown) => unknown>();

  answer<P extends object, R>(def: RequestDef<P, R>, reply: (payload: P) => R): this {
    this.answers.set(def.subject, reply as (payload: unknown) => unknown);
    return this;
  }

  asBus(): GatewayBus {
    const request = (def: RequestDef<object, unknown>, payload: object, options: HttpRequestOptions) => {
      this.sent.push({ subject: def.subject, payload, requestId: options.requestId });
      const reply = this.answers.get(def.subject);
      return reply
        ? Promise.resolve().then(() => reply(payload))
        : Promise.reject(new Error(`no answer for ${def.subject}`));
    };
    return { request } as unknown as GatewayBus;
  }

  /** What the gateway's services take: `requestAs` over this bus. */
  asCallerBus(): CallerBus {
    return new CallerBus(this.asBus());
  }
}
