import { BadRequestException, ValidationPipe } from '@nestjs/common';
import { orderedMessages } from '@stamp/server-kit';

/** Body validation with the contract classes; failures list every message in the spec's order. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidUnknownValues: false,
    exceptionFactory: (errors) => {
      const messages = orderedMessages(errors);
      return new BadRequestException({ message: messages[0] ?? 'Invalid request', errors: messages });
    },
  });
}
