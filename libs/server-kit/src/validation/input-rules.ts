/**
 * The rules every input keeps before anything else looks at it: each HTTP path value, query value and body
 * in the gateway (its global pipe), and each message a service receives (validateMessage). They stand in
 * front of the database, so that no input reaches Postgres in a shape it rejects with an error (a 500):
 * - a number must fit a Postgres `integer` column (every id, count and code of the schema does);
 * - text must not contain a NUL character (Postgres text cannot hold one), nor half of a UTF-16 surrogate
 *   pair (a JSON `"\ud800"` escape: no UTF-8 can encode it, and validators that encode text, such as
 *   class-validator's IsEmail, throw on it);
 * - a body nests at most MAX_INPUT_DEPTH levels (class-transformer and class-validator recurse).
 */
export const POSTGRES_INT_MIN = -2_147_483_648;
export const POSTGRES_INT_MAX = 2_147_483_647;
export const MAX_INPUT_DEPTH = 16;

const NUL = '\u0000';
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why a text breaks the rules, or undefined. */
function textViolation(text: string): string | undefined {
  if (text.includes(NUL)) {
    return 'must not contain a NUL character';
  }
  return LONE_SURROGATE.test(text)
    ? 'must be valid Unicode text (it holds half of a surrogate pair)'
    : undefined;
}

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
      const violation = textViolation(item.value);
      if (violation) {
        return `${label} ${violation}`;
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
        const keyViolation = typeof key === 'string' ? textViolation(key) : undefined;
        if (keyViolation) {
          return `${name} ${keyViolation} in a field name`;
        }
        pending.push({ value: child, path: fieldPath(item.path, key), depth: item.depth + 1 });
      }
    }
  }
  return undefined;
}
