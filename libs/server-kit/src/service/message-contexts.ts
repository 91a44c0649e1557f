import { BaseRpcContext } from '@nestjs/microservices';
import { EventEnvelope } from '@stamp/contracts';
import { BusHeaders } from '../bus/message-bus';
import { TransactionScope } from '../database/transaction-scope';

/** What a request handler's `@Ctx()` holds: the subject it was sent to and its headers (request id, trace). */
export class BusRequestContext extends BaseRpcContext<[subject: string, headers: BusHeaders]> {
  get subject(): string {
    return this.args[0];
  }

  get headers(): BusHeaders {
    return this.args[1];
  }
}

/** What an event handler needs besides the payload: the event's envelope and the transaction it is applied in. */
export interface EventContext {
  tx: TransactionScope;
  envelope: EventEnvelope;
}

/**
 * What an event handler's `@Ctx()` holds: the event's envelope, and the transaction it is applied in
 * together with its processed-event record (so a redelivered event changes nothing).
 */
export class BusEventContext
  extends BaseRpcContext<[envelope: EventEnvelope, tx: TransactionScope]>
  implements EventContext
{
  get envelope(): EventEnvelope {
    return this.args[0];
  }

  get tx(): TransactionScope {
    return this.args[1];
  }
}
