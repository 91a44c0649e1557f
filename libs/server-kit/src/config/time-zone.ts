import { ValidationOptions, registerDecorator } from 'class-validator';

/** Whether the runtime knows this IANA time zone (Asia/Manila, UTC, ...). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A setting that names an IANA time zone; anything else stops the app at start-up. */
export function IsTimeZone(options: ValidationOptions = {}): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'isTimeZone',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: `${String(propertyName)} must be an IANA time zone, e.g. Asia/Manila`, ...options },
      validator: { validate: (value: unknown) => typeof value === 'string' && isTimeZone(value) },
    });
  };
}
