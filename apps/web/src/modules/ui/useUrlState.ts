import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A table's view (page, search, sort) kept in the URL, so reload and back keep it. Values equal to their
 * default stay out of the URL.
 */
export function useUrlState<Keys extends string>(defaults: Readonly<Record<Keys, string>>) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(
    (Object.keys(defaults) as Keys[]).map((key) => [key, params.get(key) ?? defaults[key]]),
  ) as Record<Keys, string>;
  const update = useCallback(
    (changes: Partial<Record<Keys, string>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes) as [Keys, string | undefined][]) {
            if (value === undefined || value === defaults[key]) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: false },
      );
    },
    [setParams, defaults],
  );
  return [values, update] as const;
}

/** A positive page number from the URL (1 when missing or not a number). */
export function pageFrom(value: string): number {
  const page = Number.parseInt(value, 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}
