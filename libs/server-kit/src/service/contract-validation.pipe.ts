import { PipeTransform } from '@nestjs/common';
import { BaseRpcContext } from '@nestjs/microservices';
import { ClassType, Upcaster } from '@stamp/contracts';
import { validateMessage } from '../validation/validate-message';

/**
 * Validates an incoming message against its contract's class (`validateMessage`: a refusal is a
 * `validation-failed` DomainError), after reading an event stored in an older format (`upcast`). The
 * handler's `@Ctx()` passes through untouched: Nest hands a handler's pipes every decorated parameter.
 */
export class ContractValidationPipe implements PipeTransform<unknown, Promise<unknown>> {
  constructor(
    private readonly type: ClassType<object>,
    private readonly upcast?: Upcaster,
  ) {}

  transform(value: unknown): Promise<unknown> {
    if (value instanceof BaseRpcContext) {
      return Promise.resolve(value);
    }
    return validateMessage(this.type, this.upcast ? this.upcast(value) : value);
  }
}
