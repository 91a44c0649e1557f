/**
 * The rules every input keeps before anything else looks at it: each HTTP path value, query value and body
 * in the gateway (its global pipe), and each message a service receives (validateMessage). They stand in
 * front of the database, so that no input reaches Postgres in a shape it rejects with an error (a 500):
 * - a number must fit a Postgres `integer` column (every id, count and code of the schema does);
 * - text must not contain a NUL character (Postgres text cannot hold one);
 * - a body nests at most MAX_INPUT_DEPTH levels (class-transformer and class-validator recurse).
 */
export const POSTGRES_INT_MIN = -2_147_483_648;
export const POSTGRES_INT_MAX = 2_147_483_647;
export const MAX_INPUT_DEPTH = 16;

const NUL = '\u0000';

function fieldPath(parent: string, key: string | number): string {
  if (typeof key === 'number') {
    return `${parent}[${String(key)}]`;
  }
  return parent ? `${parent}.${key}` : key;
}

/** A number outside the Postgres integer range (or not finite), which no column of the schema can take. */
export function isOutOfIntegerRange(value: number): boolean {
  return !Number.isFinite(value) || value < POSTGRES_INT_MIN || value > POSTGRES_INT_MAX;
}

/**
 * The first way `value` breaks the input rules, as a message naming the field (`name` for the value
 * itself), or undefined when it keeps them. Walks without recursion, so hostile nesting cannot exhaust
 * the stack.
 */
export function inputRuleViolation(value: unknown, name: string): string | undefined {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  // Breadth first, in order: the first field (of the shallowest level) that breaks a rule is named.
  for (const item of pending) {
    const label = item.path || name;
    if (typeof item.value === 'string') {
      if (item.value.includes(NUL)) {
        return `${label} must not contain a NUL character`;
      }
    } else if (typeof item.value === 'number') {
      if (isOutOfIntegerRange(item.value)) {
        return `${label} must be a number from ${String(POSTGRES_INT_MIN)} to ${String(POSTGRES_INT_MAX)}`;
      }
    } else if (typeof item.value === 'object' && item.value !== null) {
      if (item.depth >= MAX_INPUT_DEPTH) {
        return `${name} is nested too deeply (at most ${String(MAX_INPUT_DEPTH)} levels)`;
      }
      const entries: [string | number, unknown][] = Array.isArray(item.value)
        ? item.value.map((element, index): [number, unknown] => [index, element])
        : Object.entries(item.value);
      for (const [key, child] of entries) {
        if (typeof key === 'string' && key.includes(NUL)) {
          return `${name} must not contain a NUL character in a field name`;
        }
        pending.push({ value: child, path: fieldPath(item.path, key), depth: item.depth + 1 });
      }
    }
  }
  return undefined;
}
