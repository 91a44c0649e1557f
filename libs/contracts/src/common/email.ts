import { ValidateBy, ValidationOptions } from 'class-validator';
import { isEmailAddress } from '@stamp/shared';

/**
 * The product's one e-mail rule (`isEmailAddress`, libs/shared, which the web's forms check too) as a
 * class-validator decorator.
 */
export function IsEmailAddress(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isEmailAddress',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isEmailAddress(value),
        defaultMessage: () => '$property must be an e-mail address',
      },
    },
    options,
  );
}
