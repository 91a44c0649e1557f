import { BadRequestException, ValidationPipe } from '@nestjs/common';
import { ValidationError, ValidatorOptions, validateSync } from 'class-validator';
import { orderedMessages } from '@stamp/server-kit/validation';

/**
 * Nest's pipe, with class-validator run synchronously: the contracts' rules are all synchronous (a test
 * checks), and the asynchronous run makes a promise per rule of every request.
 */
class SyncValidationPipe extends ValidationPipe {
  protected override validate(object: object, validatorOptions?: ValidatorOptions): ValidationError[] {
    return validateSync(object, validatorOptions);
  }
}

/** Body validation with the contract classes; failures list every message in the spec's order. */
export function createValidationPipe(): ValidationPipe {
  return new SyncValidationPipe({
    transform: true,
    whitelist: true,
    forbidUnknownValues: false,
    exceptionFactory: (errors) => {
      const messages = orderedMessages(errors);
      return new BadRequestException({ message: messages[0] ?? 'Invalid request', errors: messages });
    },
  });
}
