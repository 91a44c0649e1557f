import { Transform } from 'class-transformer';

/** Trims a string before validation, so a value of only spaces counts as empty ("... is required"). */
export const Trim = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
