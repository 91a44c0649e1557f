import { plainToInstance } from 'class-transformer';
import { validateSync, ValidationError } from 'class-validator';
import { ClassType, CommonErrorCode, DomainError } from '@stamp/contracts';
import { inputRuleViolation } from './input-rules';

/** "Required" checks speak first: a missing field gets the spec's message, not a type complaint. */
const PRECEDENCE = ['isDefined', 'isNotEmpty'];

function firstMessage(error: ValidationError): string | undefined {
  const constraints = error.constraints ?? {};
  const key = PRECEDENCE.find((name) => name in constraints) ?? Object.keys(constraints)[0];
  return key ? constraints[key] : undefined;
}

/** One message per invalid field, in the order the fields are declared (the spec's order). */
export function orderedMessages(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const own = firstMessage(error);
    const path = parent ? `${parent}.${error.property}` : error.property;
    if (own) {
      return [own];
    }
    return orderedMessages(error.children ?? [], path);
  });
}

export class MessageValidationError extends DomainError {
  constructor(errors: string[]) {
    super(CommonErrorCode.ValidationFailed, errors[0] ?? 'Invalid message', errors);
  }
}

/**
 * Turns a plain payload into a validated instance of its contract class, or rejects with the ordered
 * messages. Every message first keeps the input rules (see input-rules.ts), whatever its class says. The contracts' rules are all synchronous (a test checks), so class-validator runs without
 * its promise per rule.
 */
export function validateMessage<T extends object>(type: ClassType<T>, body: unknown): Promise<T> {
  // A throw in the executor rejects the promise.
  return new Promise((resolve) => {
    resolve(validated(type, body));
  });
}

function validated<T extends object>(type: ClassType<T>, body: unknown): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new MessageValidationError(['The request body must be a JSON object']);
  }
  const violation = inputRuleViolation(body, 'The request body');
  if (violation) {
    throw new MessageValidationError([violation]);
  }
  const instance = plainToInstance(type, body);
  const errors = validateSync(instance, { whitelist: true, forbidUnknownValues: false });
  if (errors.length > 0) {
    throw new MessageValidationError(orderedMessages(errors));
  }
  return instance;
}
