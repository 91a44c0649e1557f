import type { FieldErrors, FieldPath, FieldValues } from 'react-hook-form';

/**
 * The first failing field of `order` (the order the spec checks them in) and its message: the one alert a
 * form shows, and the field that gets the focus.
 */
export function firstFieldError<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly FieldPath<T>[],
): { field: FieldPath<T>; message: string } | null {
  for (const field of order) {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[field]?.message;
    if (typeof message === 'string' && message) return { field, message };
  }
  return null;
}
