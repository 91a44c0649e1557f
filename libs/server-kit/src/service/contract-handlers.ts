import { applyDecorators, UsePipes } from '@nestjs/common';
import { EventPattern, MessagePattern } from '@nestjs/microservices';
import { EventDef, PayloadOf, RequestDef, RequestOf, ResponseOf } from '@stamp/contracts';
import { ContractValidationPipe } from './contract-validation.pipe';
import { EventContext } from './message-contexts';

type RequestHandlerMethod<D> = (request: RequestOf<D>) => Promise<ResponseOf<D>>;
type EventHandlerMethod<D> = (payload: PayloadOf<D>, context: EventContext) => Promise<void>;

/**
 * `@MessagePattern` for a request subject of the contracts, its `@Payload()` validated against the
 * request's class: the handler must take that request and answer that response (else a compile error).
 */
export function HandlesRequest<D extends RequestDef<object, unknown>>(def: D) {
  return (
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<RequestHandlerMethod<D>>,
  ): void => {
    applyDecorators(MessagePattern(def.subject), UsePipes(new ContractValidationPipe(def.request)))(
      target,
      key,
      descriptor,
    );
  };
}

/**
 * `@EventPattern` for an event of the contracts, its `@Payload()` read in the current format (`upcast`)
 * and validated against the payload's class; `@Ctx()` is the BusEventContext (envelope, transaction).
 */
export function HandlesEvent<D extends EventDef<object>>(def: D) {
  return (
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<EventHandlerMethod<D>>,
  ): void => {
    EventPattern<D['subject']>(def.subject)(target, key, descriptor);
    UsePipes(new ContractValidationPipe(def.payload, def.upcast))(target, key, descriptor);
  };
}
