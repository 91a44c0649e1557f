import { useState } from 'react';

/**
 * The latest value that was known: while a query refetches without data (a new key, or after a 404), a form
 * keeps its last answer instead of falling back to a spinner and losing what it was showing.
 */
export function useLastKnown<Value>(value: Value | undefined): Value | undefined {
  const [known, setKnown] = useState(value);
  if (value !== undefined && value !== known) setKnown(value);
  return value === undefined ? known : value;
}
